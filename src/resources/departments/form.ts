import { placeForm } from '../../domain/resources/place-form';

/** New and Edit of /departments: POST and PATCH `/v2/departments`. */
export const departmentsForm = placeForm('department');
