import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * Reads the one uploaded file of a multipart request (the route's plugin registered @fastify/multipart with
 * its size limit); none, or not multipart, is a 400 and too large a 413, each with the caller's Chinese text.
 */
export async function uploadedBytes(req: FastifyRequest, text: { missing: string; tooLarge: string }) {
  let file;
  try {
    file = await req.file();
  } catch {
    throw AppError.badRequest(text.missing);
  }
  if (!file) throw AppError.badRequest(text.missing);
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 413, text.tooLarge);
    throw err;
  }
}
