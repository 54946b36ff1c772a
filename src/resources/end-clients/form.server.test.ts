import { eq } from 'drizzle-orm';
import { formContract } from '../../../tests/kit/form-contract';
import { clients } from '../../server/db/schema/profiles';
import { endClientsResource } from './contract';
import { endClientsForm } from './form';

formContract(endClientsResource, endClientsForm, {
  valid: async ({ database: { db } }) => {
    const [globex] = await db.select().from(clients).where(eq(clients.entity_name, 'Globex'));
    return {
      client_id: globex!.id,
      entity_name: 'Capital City Goods',
      contact_email: 'ap@ccg.test',
    };
  },
  refused: 'client@globex.test',
});
