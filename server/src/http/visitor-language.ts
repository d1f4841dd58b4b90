import type { FastifyRequest } from 'fastify';

/** The language a page is rendered in: the address's `?lang=`, else English. */
export function visitorLanguage(request: FastifyRequest): 'en' | 'vn' {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  return query.get('lang') === 'vn' ? 'vn' : 'en';
}
