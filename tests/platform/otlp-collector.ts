import { createServer, type Server } from 'node:http';

/**
 * A small OpenTelemetry collector for the tests: an HTTP server that takes OTLP/HTTP trace exports
 * (`POST /v1/traces`, protobuf, as the processes send them) and keeps the spans. The protobuf is
 * read here field by field (the wire format and the field numbers of opentelemetry-proto's
 * trace.proto), so a test sees exactly what went over the wire.
 */
export interface CollectedSpan {
  service: string;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

interface Field {
  number: number;
  /** A varint's value, or the bytes of a length-delimited or fixed-size field. */
  value: bigint | Buffer;
}

function* fields(buffer: Buffer): Generator<Field> {
  let offset = 0;
  const varint = (): bigint => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const byte = buffer[offset++]!;
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
      shift += 7n;
    }
  };
  while (offset < buffer.length) {
    const key = Number(varint());
    const number = key >> 3;
    switch (key & 7) {
      case 0:
        yield { number, value: varint() };
        break;
      case 1:
        yield { number, value: buffer.subarray(offset, (offset += 8)) };
        break;
      case 2: {
        const length = Number(varint());
        yield { number, value: buffer.subarray(offset, (offset += length)) };
        break;
      }
      case 5:
        yield { number, value: buffer.subarray(offset, (offset += 4)) };
        break;
      default:
        throw new Error(`unknown protobuf wire type in key ${key}`);
    }
  }
}

const bytesOf = (field: Field) => field.value as Buffer;
const textOf = (field: Field) => bytesOf(field).toString('utf8');

function anyValue(buffer: Buffer): string | number | boolean {
  for (const field of fields(buffer)) {
    if (field.number === 1) return textOf(field);
    if (field.number === 2) return field.value === 1n;
    if (field.number === 3) return Number(field.value as bigint);
    if (field.number === 4) return bytesOf(field).readDoubleLE(0);
  }
  return '';
}

function attributes(kvs: Buffer[]): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (const kv of kvs) {
    let key = '';
    let value: string | number | boolean = '';
    for (const field of fields(kv)) {
      if (field.number === 1) key = textOf(field);
      if (field.number === 2) value = anyValue(bytesOf(field));
    }
    result[key] = value;
  }
  return result;
}

/** The spans of one ExportTraceServiceRequest. */
export function decodeTraces(body: Buffer): CollectedSpan[] {
  const spans: CollectedSpan[] = [];
  for (const resourceSpans of fields(body)) {
    if (resourceSpans.number !== 1) continue;
    let service = '';
    const scopes: Buffer[] = [];
    for (const field of fields(bytesOf(resourceSpans))) {
      if (field.number === 1) {
        const resourceAttributes = [...fields(bytesOf(field))].filter((f) => f.number === 1).map(bytesOf);
        service = String(attributes(resourceAttributes)['service.name'] ?? '');
      }
      if (field.number === 2) scopes.push(bytesOf(field));
    }
    for (const scopeSpans of scopes) {
      let scope = '';
      for (const field of fields(scopeSpans)) {
        if (field.number === 1) {
          scope = textOf(
            [...fields(bytesOf(field))].find((f) => f.number === 1) ?? { number: 1, value: Buffer.alloc(0) },
          );
        }
        if (field.number !== 2) continue;
        const span: CollectedSpan = {
          service,
          scope,
          traceId: '',
          spanId: '',
          parentSpanId: '',
          name: '',
          kind: 0,
          attributes: {},
        };
        const kvs: Buffer[] = [];
        for (const part of fields(bytesOf(field))) {
          if (part.number === 1) span.traceId = bytesOf(part).toString('hex');
          if (part.number === 2) span.spanId = bytesOf(part).toString('hex');
          if (part.number === 4) span.parentSpanId = bytesOf(part).toString('hex');
          if (part.number === 5) span.name = textOf(part);
          if (part.number === 6) span.kind = Number(part.value as bigint);
          if (part.number === 9) kvs.push(bytesOf(part));
        }
        span.attributes = attributes(kvs);
        spans.push(span);
      }
    }
  }
  return spans;
}

export interface Collector {
  endpoint: string;
  spans: CollectedSpan[];
  /** The content types of the exports received (the protocol the processes spoke). */
  contentTypes: Set<string>;
  close(): Promise<void>;
}

export async function startCollector(): Promise<Collector> {
  const spans: CollectedSpan[] = [];
  const contentTypes = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      contentTypes.add(String(request.headers['content-type']));
      spans.push(...decodeTraces(Buffer.concat(chunks)));
      response.writeHead(200, { 'Content-Type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The spans of one trace, each with its ancestors' names resolved (for readable assertions). */
export function ancestorsOf(spans: CollectedSpan[], span: CollectedSpan): CollectedSpan[] {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const chain: CollectedSpan[] = [];
  let parent = byId.get(span.parentSpanId);
  while (parent) {
    chain.push(parent);
    parent = byId.get(parent.parentSpanId);
  }
  return chain;
}
