import { eq } from 'drizzle-orm';
import { formContract } from '../../../../tests/kit/form-contract';
import { endClientsResource } from '../../../domain/resources/end-clients';
import { endClientsForm } from '../../../domain/resources/end-clients-form';
import { clients } from '../../db/schema';

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
