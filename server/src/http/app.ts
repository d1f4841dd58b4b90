import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { formatError } from '../graphql/format-error';
import { contextOrUnavailable, databaseUnavailablePlugin } from '../graphql/database-unavailable';
import { noStorePlugin } from '../graphql/no-store';
import {
  armorProtection,
  costLimitPlugin,
  graphqlParseOptions,
  sizeCappedExecutor,
} from '../graphql/limits';
import { compiledExecutor, localGateway } from '../graphql/compiled-execution';
import { introspectionPlugin } from '../graphql/introspection';
import { landingPagePlugin } from '../graphql/landing-page';
import { compileRoutes } from '../rest/compile';
import { registerRestFacade } from '../rest/facade';
import { buildOpenApiDocument } from '../rest/openapi';
import { routeTable } from '../rest/route-table';
import { createContext } from '../request-context';
import { buildAppSchema } from '../schema';
import { cachedPageMeta } from '../modules/seo/page-meta-cache';
import { ExpiringCache } from '../modules/seo/expiring-cache';
import { languageCookieText, visitorPreferences } from '../modules/seo/visitor-preferences';
import type { PictureStore } from '../modules/media/picture-store';
import { createServices } from '../services';
import { createAppJobs } from '../jobs/app-jobs';
import type { JobRunner } from '../jobs/job-runner';
import { sendError } from './error-body';
import { installErrorHandler, installRequestValidation, requestValidation } from './error-handler';
import { registerApiDocs } from './api-docs';
import { registerDevMailbox } from './dev-mailbox';
import { registerHealth } from './health';
import { loggingOptions } from './logging';
import { registerMedia } from './media';
import { registerSecurityHeaders } from './security-headers';
import { registerSeo } from './seo';
import { registerConsentForm } from './consent-form';
import {
  loadServerRenderer,
  renderWithin,
  serverRendererFile,
  sharingAnswers,
  type ExecuteQuery,
  type GraphQLAnswer,
} from './server-render';
import { registerWebApp, type PageRenderFor } from './web-app';

export interface App {
  fastify: FastifyInstance;
  /** Periodic jobs; started when the app is ready if config.jobs.enabled, or run once by tests. */
  jobs: JobRunner;
  /** Where pictures live (disk or S3): the demo seed writes its pictures there. */
  pictures: PictureStore;
  /** Finishes in-flight requests, then stops taking new ones. */
  close(): Promise<void>;
}

/**
 * Fastify refuses a bare hop count (it cannot tell the nearest peer from a client), so hops
 * are trusted by position: with one hop, only the peer's own X-Forwarded-For entry (the last,
 * which the proxy added) names the client; whatever the client wrote before it is ignored.
 */
function trustedProxies(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp(config: AppConfig, db: Database): Promise<App> {
  const fastify = Fastify({
    ...(await loggingOptions(config)),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustedProxies(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const sent = req.headers['x-request-id'];
      return typeof sent === 'string' && requestIdPattern.test(sent) ? sent : randomUUID();
    },
    ajv: requestValidation,
  });
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(fastify);
  installRequestValidation(fastify);
  fastify.setNotFoundHandler((request, reply) => sendError(reply, 'NOT_FOUND', 'Not found'));

  await registerSecurityHeaders(fastify, config.appSettings);
  await fastify.register(fastifyCompress, { threshold: 1024 });
  // Parsed only where a route asks (upload routes); limits are set per request there.
  await fastify.register(fastifyMultipart);

  const services = createServices(db.prisma, config);
  const contextFor = (request: FastifyRequest): Promise<GraphQLContext> =>
    createContext(services, {
      requestId: request.id,
      log: request.log,
      authorization: request.headers.authorization,
      clientAddress: request.ip,
    });

  const schema = await buildAppSchema();
  const armor = armorProtection(config.graphql);
  const executor = sizeCappedExecutor(compiledExecutor(schema), config.graphql.maxResponseBytes);
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: localGateway(schema, executor),
    // Decided per caller by introspectionPlugin.
    introspection: true,
    allowBatchedHttpRequests: false,
    // main.ts owns shutdown: Apollo's own handler would re-raise the signal mid-drain.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatError(formatted, error, fastify.log),
    parseOptions: graphqlParseOptions,
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      costLimitPlugin(config.graphql.maxCost),
      introspectionPlugin(config.graphql.introspection),
      databaseUnavailablePlugin(),
      ApolloServerPluginCacheControlDisabled(),
      noStorePlugin(),
      landingPagePlugin(),
      ApolloServerPluginDrainHttpServer({ httpServer: fastify.server }),
    ],
  });
  await apollo.start();
  await fastify.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    context: contextOrUnavailable(contextFor),
  });

  const routes = compileRoutes(schema, routeTable);
  registerRestFacade(fastify, {
    executor,
    routes,
    contextFor,
    uploads: {
      stage: (context, file) =>
        services.media.stageUpload(context.viewer!.userId, file.field, file.bytes),
      discard: (context, ids) => services.media.discardStaged(context.viewer!.userId, ids),
    },
  });
  const openApi = buildOpenApiDocument(routes, process.env.npm_package_version ?? '0.1.0');
  fastify.get('/api/openapi.json', async () => openApi);
  await registerApiDocs(fastify, config.webDistDir);
  const routeNotFound = async (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 'ROUTE_NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  fastify.all('/api', routeNotFound);
  fastify.all('/api/*', routeNotFound);

  registerHealth(fastify, db);
  registerDevMailbox(fastify, db.prisma, config);
  await registerMedia(fastify, { media: services.media, contextFor });
  const { seo } = services;
  registerSeo(fastify, { seo, publicUrl: config.publicUrl, cacheSeconds: config.pageCacheSeconds });
  await registerConsentForm(fastify);
  const origin = new URL(config.publicUrl).origin;
  const metaFor = cachedPageMeta(origin, seo, config.pageCacheSeconds);
  const renderPage = loadServerRenderer(serverRendererFile(config.webDistDir), fastify.log);
  const sharedAnswers = new ExpiringCache<GraphQLAnswer>({
    ttlMs: config.pageCacheSeconds * 1000,
    maxEntries: 50,
  });
  const renderFor: PageRenderFor | undefined = renderPage
    ? async (request) => {
        const { language, languageSource, currency, consent } = visitorPreferences({
          url: request.url,
          cookieHeader: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        });
        // Prices are rendered in dong: the browser renders the page in the visitor's currency.
        if (currency !== 'dong') return null;
        let context: Promise<GraphQLContext> | null = null;
        // As a visitor who is not signed in, whatever the request carries: the page is public.
        const visitorContext = () =>
          (context ??= createContext(services, {
            requestId: request.id,
            log: request.log,
            authorization: undefined,
            clientAddress: request.ip,
          }));
        const executeHere: ExecuteQuery = async (query, variables) => {
          const response = await apollo.executeOperation(
            { query, variables },
            { contextValue: await visitorContext() },
          );
          if (response.body.kind !== 'single') throw new Error('unexpected incremental answer');
          return response.body.singleResult;
        };
        const execute = sharingAnswers(executeHere, sharedAnswers);
        const page = await renderWithin(
          renderPage,
          { url: request.url, language, consent, execute },
          config.serverRenderTimeoutMs,
          request.log,
        );
        const keepLanguage =
          languageSource === 'url'
            ? languageCookieText(language, request.protocol === 'https')
            : undefined;
        return page && { page, language, setCookie: keepLanguage };
      }
    : undefined;
  await registerWebApp(fastify, config.webDistDir, metaFor, renderFor);

  const jobs = createAppJobs(config, db, services, fastify.log);
  if (config.jobs.enabled) fastify.addHook('onReady', async () => jobs.start());

  return {
    fastify,
    jobs,
    pictures: services.media.store,
    async close() {
      await jobs.stop();
      await apollo.stop();
      await fastify.close();
    },
  };
}
