/** The API's paths, `/v2` and `/public_globals` with what follows them; everything else is a page or an asset. */
const API = /^\/(v2|public_globals)(\/|\?|$)/;

export const isApiPath = (url: string) => API.test(url);
