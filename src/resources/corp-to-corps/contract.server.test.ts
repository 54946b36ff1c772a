import { resourceContract } from '../../../tests/kit/resource-contract';
import { corpToCorpsResource } from './contract';

// SelfCo has corp-to-corp off (403 there): the other tenant is the EOR, admin-like and so allowed.
resourceContract(corpToCorpsResource, { tenants: { a: 'owner@acme.test', b: 'eor@demo.test' } });
