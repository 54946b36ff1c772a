import { placeForm } from '../../domain/resources/place-form';

/** New and Edit of /work_locations: POST and PATCH `/v2/work_locations`. */
export const workLocationsForm = placeForm('work location');
