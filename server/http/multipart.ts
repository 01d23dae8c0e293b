import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { MSG } from '../../contract/errors';
import { AppError } from './errors';

/** A file of a multipart request, already on disk outside the web root. */
export interface UploadedFile {
  path: string;
  filename: string;
  mimetype: string;
  size: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** files of this request, removed after the response unless a route moved them */
    uploadedFiles?: UploadedFile[];
  }
}

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * Multipart bodies: files stream to a temporary folder (never held whole in
 * memory), the one non-file field `data` carries the sealed fields the cipher
 * plugin opens. A file over the limit is refused with the upload message.
 */
export const multipartPlugin = fp(async (app: FastifyInstance, opts: { tmpDir: string }) => {
  await mkdir(opts.tmpDir, { recursive: true });
  async function onFile(this: FastifyRequest, part: MultipartFile) {
    const file: UploadedFile = { path: join(opts.tmpDir, randomUUID()), filename: part.filename, mimetype: part.mimetype, size: 0 };
    (this.uploadedFiles ??= []).push(file);
    part.file.on('data', (chunk: Buffer) => { file.size += chunk.length; });
    await pipeline(part.file, createWriteStream(file.path));
    if (part.file.truncated) throw new AppError(413, MSG.uploadFailed);
    (part as MultipartFile & { value: UploadedFile }).value = file;
  }
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 4, fieldSize: 64 * 1024, parts: 6 },
  });
  app.addHook('onResponse', async (request) => {
    await Promise.all((request.uploadedFiles ?? []).map((f) => rm(f.path, { force: true })));
  });
});
