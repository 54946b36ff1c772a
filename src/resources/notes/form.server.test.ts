import { eq } from 'drizzle-orm';
import { formContract } from '../../../tests/kit/form-contract';
import { clients } from '../../server/db/schema';
import { notesResource } from './contract';
import { notesForm } from './form';

formContract(notesResource, notesForm, {
  valid: async ({ database: { db } }) => {
    const [globex] = await db.select().from(clients).where(eq(clients.entity_name, 'Globex'));
    return { subject_type: 'clients', subject_id: globex!.id, body: 'Called about the renewal.' };
  },
  tenants: { a: 'owner@acme.test', b: 'eor@demo.test' },
  refused: 'client@globex.test',
});
