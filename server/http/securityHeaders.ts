import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Telegram's web client frames Mini Apps; its phone apps open them in a web view, which frame-ancestors does not touch. */
export const TELEGRAM_WEB_ORIGIN = 'https://web.telegram.org';

/** A year, the preload list's minimum. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * The app's Content-Security-Policy: what the PWA itself loads, and no more.
 * - scripts only from the build (no inline script, no eval);
 * - inline styles: the shell's first-paint <style> and React's style props;
 * - images from the build, data: and blob: (Vite's inlined assets, Phaser's
 *   textures) and any https address (an operator's banner or promotion may sit on a CDN);
 * - connections to the origin itself ('self' takes in its ws:/wss:, socket.io)
 *   and to Firebase's registration services for push;
 * - workers and the service worker from the origin (blob: for libraries that spawn from one);
 * - framed by Telegram's web client only.
 */
const directives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://*.googleapis.com'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: [TELEGRAM_WEB_ORIGIN],
};

/**
 * Powerful features the app does not use are off for it and anything it
 * embeds; fullscreen and the wake lock keep the games' screen (engine/device/screen.ts).
 * Helmet does not write this header.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'fullscreen=(self)',
  'screen-wake-lock=(self)',
].join(', ');

/** Helmet's own settings: X-Frame-Options off (it cannot name Telegram's origin; frame-ancestors says it). */
const HELMET = { contentSecurityPolicy: { useDefaults: false, directives }, xFrameOptions: false } as const;

/**
 * Security headers on every answer, the app's and the API's, from helmet:
 * CSP, nosniff, Referrer-Policy, the cross-origin policies. HSTS only on a
 * request that came over TLS (request.protocol honours X-Forwarded-Proto
 * from a trusted proxy): sent over plain HTTP it is ignored at best, and a
 * local http deploy must not pin itself. Helmet computes its headers when
 * it is made, so the two sets are made once here (@fastify/helmet made them
 * again on every request).
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const overHttp = helmet({ ...HELMET, strictTransportSecurity: false });
  const overTls = helmet({ ...HELMET, strictTransportSecurity: HSTS });
  app.addHook('onRequest', (request, reply, next) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Helmet throws rather than passing an error on (since 8.1), so next is called bare.
    (request.protocol === 'https' ? overTls : overHttp)(request.raw, reply.raw, () => next());
  });
});
