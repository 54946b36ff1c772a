import { DataExport } from '../auth-pages/change-password-page';

/** Spec §2 /data_export: the personal data the platform holds about the signed-in user, as a file. */
export function DataExportPage() {
  return (
    <div className="max-w-2xl space-y-3">
      <h1 className="text-2xl font-semibold">Data export</h1>
      <p className="text-sm">
        Download the personal data held about you: your name, email, role, the company you belong to
        and what you may open, as one JSON file. For your protection a verification code is mailed
        to you first.
      </p>
      <DataExport />
    </div>
  );
}
