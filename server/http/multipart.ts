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
 * Whatever goes wrong while a multipart body is read is the sender's doing
 * (a truncated or malformed body, a part past the limits) unless it is the
 * system's own (a Node system error writing the temporary file, which names
 * its syscall): the first is a 400, the second stays a 500.
 */
function readError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && 'syscall' in error) return error;
  return new AppError(400, MSG.invalidRequest);
}

/**
 * Multipart bodies: files stream to a temporary folder (never held whole in
 * memory), the one non-file field `data` carries the sealed fields the cipher
 * plugin opens. A file over the limit is refused with the upload message.
 * The body is read here rather than by the library's attachFieldsToBody so
 * that every reading failure is classed once, by readError: a truncated
 * body on any route is the sender's 400, never a 500.
 */
export const multipartPlugin = fp(async (app: FastifyInstance, opts: { tmpDir: string }) => {
  await mkdir(opts.tmpDir, { recursive: true });
  async function saveFile(request: FastifyRequest, part: MultipartFile): Promise<UploadedFile> {
    const file: UploadedFile = { path: join(opts.tmpDir, randomUUID()), filename: part.filename, mimetype: part.mimetype, size: 0 };
    (request.uploadedFiles ??= []).push(file);
    part.file.on('data', (chunk: Buffer) => {
      file.size += chunk.length;
    });
    await pipeline(part.file, createWriteStream(file.path));
    if (part.file.truncated) throw new AppError(413, MSG.uploadFailed);
    return file;
  }
  await app.register(multipart, {
    // The size limit is reported by saveFile, with the upload message.
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 4, fieldSize: 64 * 1024, parts: 6 },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        // A field named twice is not a form the app sends.
        if (Object.hasOwn(body, part.fieldname)) throw new AppError(400, MSG.invalidRequest);
        body[part.fieldname] = part.type === 'file' ? await saveFile(request, part) : part.value;
      }
    } catch (error) {
      throw readError(error);
    }
    request.body = body;
  });
  app.addHook('onResponse', async (request) => {
    await Promise.all((request.uploadedFiles ?? []).map((f) => rm(f.path, { force: true })));
  });
});
