/** Spec §9: high accuracy, 10000 ms timeout, no cached position. */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 0,
} as const;

/** Spec §8 texts, quoted exactly. */
export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser.';
export const GEOLOCATION_BLOCKED_TITLE = 'Location Permission Needed';
export const GEOLOCATION_BLOCKED_INSTRUCTIONS =
  'Location access is blocked for this site. Open your browser’s site settings (the icon left of the address), allow Location, then try again.';
export const GEOLOCATION_REFUSED = 'Location permission is required to submit the timesheet.';
export const GEOLOCATION_FAILED =
  'Your location could not be determined. Check that location services are on, then try again.';

/** The position the device reports; what the submit event carries. */
export interface DevicePosition {
  latitude: number;
  longitude: number;
  accuracy: number;
  captured_at: string;
}

/** GeolocationPositionError.PERMISSION_DENIED */
export const PERMISSION_DENIED = 1;
