import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { isPublicAddress } from './public-address';
import { defaultPort, isExempt, OutboundRefusedError, type OutboundRules } from './outbound-rules';

type ConnectionCallback = (err: Error | null, stream: Duplex) => void;

/**
 * The lookup a socket connects with, refusing when any address a name resolves to is not
 * public: checked here, on the addresses the socket is about to use, a name that resolves
 * differently from one time to the next (DNS rebinding) cannot slip past an earlier check.
 */
function guardedLookup(lookup: net.LookupFunction): net.LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
      const refused = addresses.find((candidate) => !isPublicAddress(candidate));
      if (refused !== undefined)
        return callback(
          new OutboundRefusedError(`${hostname} resolves to ${refused}, not a public address`),
          address,
          family,
        );
      callback(null, address, family);
    });
  };
}

function refusedConnection(error: Error, callback?: ConnectionCallback): Duplex {
  const socket = new net.Socket();
  if (callback) callback(error, socket);
  else process.nextTick(() => socket.destroy(error));
  return socket;
}

/**
 * Connection options that keep to the rule: an exempt host as asked, an IP literal only when
 * public, a name only through the guarded lookup; the refusal when none may be connected to.
 */
function guardedOptions<T extends http.ClientRequestArgs>(
  options: T,
  protocol: 'http:' | 'https:',
  rules: OutboundRules,
  lookup: net.LookupFunction,
): T | OutboundRefusedError {
  const host = options.host ?? options.hostname ?? 'localhost';
  const port = Number(options.port) || defaultPort(protocol);
  if (isExempt(rules, protocol, host, port))
    return { ...options, lookup: options.lookup ?? lookup };
  if (protocol === 'http:') return new OutboundRefusedError(`http to ${host} is not allowed`);
  if (net.isIP(host) !== 0 && !isPublicAddress(host))
    return new OutboundRefusedError(`${host} is not a public internet address`);
  return { ...options, lookup: guardedLookup(options.lookup ?? lookup) };
}

/**
 * An https.Agent that connects only to public addresses (or hosts the settings exempt), for
 * the client itself and for libraries that take an agent.
 */
export class GuardedHttpsAgent extends https.Agent {
  constructor(
    private readonly rules: OutboundRules,
    private readonly lookup: net.LookupFunction = dns.lookup,
  ) {
    super({ keepAlive: true });
  }

  override createConnection(options: https.RequestOptions, callback?: ConnectionCallback) {
    const guarded = guardedOptions(options, 'https:', this.rules, this.lookup);
    if (guarded instanceof OutboundRefusedError) return refusedConnection(guarded, callback);
    return super.createConnection(guarded, callback);
  }
}

/** An http.Agent that connects only to the hosts the settings exempt: the rule is https. */
export class GuardedHttpAgent extends http.Agent {
  constructor(
    private readonly rules: OutboundRules,
    private readonly lookup: net.LookupFunction = dns.lookup,
  ) {
    super({ keepAlive: true });
  }

  override createConnection(options: http.ClientRequestArgs, callback?: ConnectionCallback) {
    const guarded = guardedOptions(options, 'http:', this.rules, this.lookup);
    if (guarded instanceof OutboundRefusedError) return refusedConnection(guarded, callback);
    return super.createConnection(guarded, callback);
  }
}
