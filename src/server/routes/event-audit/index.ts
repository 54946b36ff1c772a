import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import {
  EventExport,
  ExportQuery,
  VerifyQuery,
  VerifyReport,
} from '../../../domain/contracts/event-audit';
import { canAuditEvents } from '../../../domain/policy/audit';
import type { Deps } from '../../deps';
import { verifyEvents } from '../../events/chain';
import { verifySummary } from '../../events/verify-summary';
import { recordServiceLog } from '../../logs/service-log';
import { sendExport } from './export';

/** Checked before the query is validated (kit/authorize-first.ts). */
const config = {
  may: { allowed: canAuditEvents, message: 'Only admins may check or export the event log' },
};

/** `GET /v2/events/verify` and `GET /v2/events/export`: the tamper-evident event log for admins (src/domain/policy/audit.ts). */
export const eventAuditRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/events/verify',
    {
      config,
      schema: {
        tags: ['events'],
        summary: 'Check the hash chain of one event stream, or of every stream',
        description:
          'Recomputes each event’s SHA-256 from its stored fields and follows each stream from version 1; names the first broken link of each broken stream (stream, version, expected and found).',
        querystring: VerifyQuery,
        response: { 200: VerifyReport, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      const { stream, stream_type } = req.query;
      const report = await verifyEvents(
        deps.db,
        stream ? { stream: { id: stream, type: stream_type } } : {},
      );
      await recordServiceLog(
        deps.db,
        {
          job: 'event_verify',
          level: report.ok ? 'info' : 'error',
          message: verifySummary(report, stream ? `Stream ${stream}` : 'All streams'),
          duration_ms: report.duration_ms,
        },
        (err) => req.log.error({ err }, 'service log write failed'),
      );
      return report;
    },
  );

  app.get(
    '/events/export',
    {
      config,
      schema: {
        tags: ['events'],
        summary: 'Export a record’s or a period’s events for an auditor, as JSON or CSV',
        description:
          'stream (a record’s id, optionally stream_type) or from and to (UTC days, inclusive); every stored field with prev_hash and hash, so each hash can be recomputed.',
        querystring: ExportQuery,
        response: { 200: EventExport, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      return sendExport(reply, deps.db, req.query, deps.now());
    },
  );
};
