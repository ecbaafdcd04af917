import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, type AppOptions } from './app.ts';
import { tidyCatalogue } from './catalogue/catalogue-upkeep.ts';
import { CATALOGUE_CACHE, ResponseCache } from './catalogue/response-cache.ts';
import { shareCacheClears } from './catalogue/shared-cache-clears.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { prepareDatabase } from './prepare-database.ts';
import { writeDigitalFiles } from './downloads/digital-file-store.ts';
import { openMediaStores } from './media/media-stores.ts';
import type { Mailer } from './mail/mailer.ts';
import { outboxMailer } from './mail/outbox-mailer.ts';
import { startHoldSweep } from './orders/hold-sweep.ts';
import { startMetricsServer } from './observability/metrics-server.ts';
import { RequestMetrics } from './observability/request-metrics.ts';
import { providerNotice } from './payments/provider-choice.ts';
import { smtpMailer } from './mail/smtp-mailer.ts';
import { systemClock } from './platform/clock.ts';
import type { Logger } from './platform/logger.ts';
import { resumeGalleryProcessing } from './gallery/gallery-processing.ts';
import { siteAddressNotice } from './site/site-address.ts';
import { ensureStudioKey } from './studio/studio-key.ts';

/** Stops taking connections and resolves once every request in flight is answered, or at the deadline. */
function drain(server: Server, deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
    // A keep-alive connection whose request has just been answered would hold the close open:
    // close each one as soon as it is idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export interface RunningServer {
  readonly port: number;
  close(): Promise<void>;
}

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/** Said at startup without SMTP_URL: the outbox mailer prints live links to the log. */
export const OUTBOX_NOTICE =
  'SMTP_URL is not set: mail goes to the outbox, and its verification and password-reset links are printed in this log. Set SMTP_URL to send mail instead';

/**
 * Opens the database, applies pending migrations, seeds an empty catalogue and serves the app.
 * `config.port` 0 picks a free port (tests).
 */
export async function startServer(config: ServerConfig, log: Logger): Promise<RunningServer> {
  const db = await openDatabase(config);
  await prepareDatabase(db, config.databaseUrl, log);
  await tidyCatalogue(db);

  const mailer: Mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(db, systemClock, log, path.join(config.dataDir, 'outbox'));
  // Uploaded files live in MEDIA_STORE (DATA_DIR by default); the studio's key is readable only by this user.
  const stores = openMediaStores(config.mediaStore);
  await writeDigitalFiles(db, stores.digitalFiles);
  const purchase = { ...config.purchase, studioKey: await ensureStudioKey(config.dataDir) };
  const { observability } = config;
  const metrics = observability.metrics ? new RequestMetrics() : undefined;
  let draining = false;
  const catalogueCache = new ResponseCache<string>(CATALOGUE_CACHE);
  // Other processes on the same PostgreSQL drop their cached catalogue when this one changes it.
  const sharedClears = config.databaseUrl ? await shareCacheClears(catalogueCache, config.databaseUrl, log) : undefined;
  const options: AppOptions = {
    distDir: config.distDir,
    version,
    db,
    mailer,
    clock: systemClock,
    log,
    publicUrl: config.publicUrl,
    callbackOrigins: config.callbackOrigins,
    studioEmail: config.studioEmail,
    trustedProxies: config.trustedProxies,
    catalogueCache,
    purchase,
    mediaStorage: stores.media,
    digitalFileStorage: stores.digitalFiles,
    bookingForms: config.bookingForms,
    renderDeadlineMs: config.renderDeadlineMs,
    draining: () => draining,
    // The access log only in JSON lines: a collector wants every request, a person at a terminal does not.
    observe: { metrics, accessLog: observability.logFormat === 'json' ? log : undefined },
  };
  const app = createApp(options);
  const stopHoldSweep = startHoldSweep(options);
  // Uploads a stopped server left waiting for their renditions are picked up again.
  resumeGalleryProcessing(options).catch((error: unknown) => log.error('Gallery uploads could not be resumed', error));

  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: config.port }, (info) => resolve({ server: started, port: info.port }));
    // A taken port is a start-up failure with a message, not an unhandled 'error' event.
    started.once('error', (error) => void Promise.all([sharedClears?.close(), db.close()]).finally(() => reject(error)));
  });
  const metricsServer = observability.metrics && metrics ? await startMetricsServer(observability.metrics, metrics, db) : undefined;
  if (metricsServer) log.info(`Metrics on http://${observability.metrics?.host}:${metricsServer.port}/metrics`);
  const store = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  log.info(
    `Studio shop listening on http://localhost:${port} (${store}, ${stores.description}, mail ${config.smtpUrl ? 'via SMTP' : 'to the outbox'})`,
  );
  log.info(siteAddressNotice(config.publicUrlSetting, config));
  log.info(providerNotice(config.purchase.paystack ? 'paystack' : 'sandbox'));
  if (!config.smtpUrl) {
    // Whoever reads this log can use those links to verify or reset any account: say so once.
    log.info(`${OUTBOX_NOTICE} (${path.join(config.dataDir, 'outbox')})`);
  }
  return {
    port,
    async close() {
      // Readiness answers 503 from now on; no new connection is taken; requests in flight get
      // DRAIN_SECONDS to finish before their connections are cut; then the database closes.
      draining = true;
      stopHoldSweep();
      await drain(server as Server, observability.drainSeconds * 1000);
      metricsServer?.close();
      await sharedClears?.close();
      await db.close();
    },
  };
}
