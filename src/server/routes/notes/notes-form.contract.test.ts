import { eq } from 'drizzle-orm';
import { formContract } from '../../../../tests/kit/form-contract';
import { notesForm, notesResource } from '../../../domain/resources/notes';
import { clients } from '../../db/schema';

formContract(notesResource, notesForm, {
  valid: async ({ database: { db } }) => {
    const [globex] = await db.select().from(clients).where(eq(clients.entity_name, 'Globex'));
    return { subject_type: 'clients', subject_id: globex!.id, body: 'Called about the renewal.' };
  },
  tenants: { a: 'owner@acme.test', b: 'eor@demo.test' },
  refused: 'client@globex.test',
});
