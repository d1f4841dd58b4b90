import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from '../config';

export type LogSettings = Pick<AppConfig, 'logLevel' | 'logFormat'>;

/** Where the log goes; both are for tests. */
export interface LogOutput {
  /** Default: standard output. */
  destination?: NodeJS.WritableStream;
  /** Pretty form only. Default: when standard output is a colour terminal (NO_COLOR honoured). */
  colorize?: boolean;
}

/** Fastify's options for its log. */
export type LoggingOptions = Pick<FastifyServerOptions, 'logger' | 'logController'>;

const redact = ['req.headers.authorization', 'req.headers.cookie'];

/**
 * JSON lines (production, tests) keep Fastify's request log: "incoming request" and "request
 * completed" with the request id, for log collectors. The pretty form (development) is for a
 * person reading a terminal: one line per request, `POST /graphql SearchBikes 200 12.3 ms`.
 */
export async function loggingOptions(
  settings: LogSettings,
  output: LogOutput = {},
): Promise<LoggingOptions> {
  if (settings.logFormat === 'json') {
    return {
      logger: {
        level: settings.logLevel,
        redact,
        ...(output.destination && { stream: output.destination }),
      },
    };
  }
  const { build, isColorSupported } = await loadPinoPretty();
  const stream = build({
    colorize: output.colorize ?? isColorSupported,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    // Synchronous: the lines keep their order with what else the process prints.
    sync: true,
    ...(output.destination && { destination: output.destination }),
  });
  return {
    logger: { level: settings.logLevel, redact, stream },
    logController: new OneLinePerRequest(),
  };
}

class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const body = request.body as { operationName?: unknown } | undefined;
    const operation = typeof body?.operationName === 'string' ? ` ${body.operationName}` : '';
    const line = `${request.method} ${request.url}${operation} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** A development dependency: an install with `--omit=dev` has only the JSON form. */
async function loadPinoPretty() {
  try {
    return await import('pino-pretty');
  } catch {
    throw new Error(
      'LOG_FORMAT=pretty (the default in development) needs pino-pretty, a development dependency: run `npm install`, or set LOG_FORMAT=json',
    );
  }
}
