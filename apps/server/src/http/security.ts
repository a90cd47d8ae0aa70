import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Google Analytics, loaded by the site only when a merchant sets an analytics id. */
const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_BEACONS = ['https://www.google-analytics.com', 'https://*.google-analytics.com'];

/** Security headers on every response; the CSP admits our own scripts and the analytics loader only. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ANALYTICS_SCRIPT],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...ANALYTICS_BEACONS],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: app.config.env === 'production',
  });
}
