import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { validate, ValidationSeverity } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { haproxyConfig } from '@/scripts/cluster/cluster';

/**
 * The image and the compose file cannot be built or run on these machines (no container runtime),
 * so they are checked as files: the Dockerfile by a Dockerfile linter (dockerfile-utils, the
 * validator behind the VS Code Docker extension) and for what the README promises of the image;
 * compose.yaml parsed and checked against what the shop needs; HAProxy's configuration by HAProxy.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the Dockerfile', () => {
  const text = read('Dockerfile');
  const dockerfile = DockerfileParser.parse(text);
  const stages = dockerfile.getFROMs();
  const runtime = stages.at(-1)!;
  const runtimeInstructions = dockerfile
    .getInstructions()
    .filter((instruction) => instruction.getRange().start.line > runtime.getRange().start.line);
  const keyword = (name: string) =>
    runtimeInstructions.filter((instruction) => instruction.getKeyword() === name);

  it('passes the linter with no error or warning', () => {
    const problems = validate(text, {
      deprecatedMaintainer: ValidationSeverity.ERROR,
      directiveCasing: ValidationSeverity.ERROR,
      emptyContinuationLine: ValidationSeverity.ERROR,
      instructionCasing: ValidationSeverity.ERROR,
      instructionCmdMultiple: ValidationSeverity.ERROR,
      instructionEntrypointMultiple: ValidationSeverity.ERROR,
      instructionHealthcheckMultiple: ValidationSeverity.ERROR,
      instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
      instructionWorkdirRelative: ValidationSeverity.ERROR,
    });
    expect(problems.map((problem) => `${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
  });

  it('builds in stages on the slim image of a Node LTS line (an even major)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const version = /^ARG NODE_VERSION=(\d+)$/m.exec(text)?.[1];
    expect(Number(version) % 2, 'Node LTS lines are the even majors').toBe(0);
    expect(Number(version)).toBeGreaterThanOrEqual(24);
    for (const stage of stages) {
      expect(stage.getImageName()).toBe('node');
      expect(stage.getImageTag()).toMatch(/^\$\{NODE_VERSION\}-[a-z]+-slim$/);
    }
  });

  it('runs the standalone server as a user that is not root, with nothing else from the build', () => {
    const copies = keyword('COPY').map((instruction) => instruction.getTextContent());
    expect(copies).toEqual([expect.stringMatching(/--from=build .*\/src\/\.next\/standalone \.\/$/)]);
    const user = keyword('USER').at(-1)?.getArgumentsContent();
    expect(user).toBeTruthy();
    expect(['root', '0']).not.toContain(user);
    expect(keyword('CMD').at(-1)?.getTextContent()).toBe('CMD ["node", "main.mjs"]');
    expect(keyword('HEALTHCHECK').at(-1)?.getTextContent()).toContain('/healthz');
    expect(keyword('EXPOSE').at(-1)?.getArgumentsContent()).toBe('3000 9100');
    expect(keyword('STOPSIGNAL').at(-1)?.getArgumentsContent()).toBe('SIGTERM');
  });

  it('is built from the sources alone (.dockerignore leaves out what a build makes)', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const made of ['node_modules', '.next', '.data', '.git']) expect(ignored).toContain(made);
  });
});

const environment = z.record(z.string(), z.string());
const service = z.object({
  image: z.string().optional(),
  build: z.string().optional(),
  environment: environment.optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  volumes: z.array(z.string()).optional(),
  ports: z.array(z.string()).optional(),
  healthcheck: z.object({ test: z.array(z.string()) }).optional(),
  stop_grace_period: z.string().optional(),
  profiles: z.array(z.string()).optional(),
  networks: z.union([z.array(z.string()), z.record(z.string(), z.unknown())]).optional(),
});
const composeFile = z.object({
  services: z.record(z.string(), service),
  networks: z.record(z.string(), z.unknown()).optional(),
  volumes: z.record(z.string(), z.unknown()).optional(),
});

describe('compose.yaml', () => {
  const compose = composeFile.parse(parse(read('compose.yaml'), { merge: true }));
  const { services } = compose;

  it('runs PostgreSQL, Redis, two storefronts of this image and HAProxy', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'storefront-1', 'storefront-2', 'haproxy']),
    );
    for (const name of ['storefront-1', 'storefront-2']) {
      const storefront = services[name]!;
      expect(storefront.build).toBe('.');
      expect(storefront.environment).toMatchObject({
        DATABASE_URL: expect.stringContaining('@postgres:5432/'),
        REDIS_URL: 'redis://redis:6379',
        METRICS_PORT: '9100',
        TRUSTED_PROXIES: expect.any(String),
        SESSION_SECRET: expect.stringMatching(/^\$\{SESSION_SECRET:\?/),
      });
      expect(storefront.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      // Docker's default 10 s would kill a drain (5 s) with requests still open (up to 25 s).
      expect(Number.parseInt(storefront.stop_grace_period ?? '0', 10)).toBeGreaterThanOrEqual(35);
    }
    expect(services.postgres!.healthcheck).toBeDefined();
    expect(services.redis!.healthcheck).toBeDefined();
  });

  it('names only services, volumes and files that exist', () => {
    for (const [name, definition] of Object.entries(services)) {
      for (const dependency of Object.keys(definition.depends_on ?? {}))
        expect(services, name).toHaveProperty(dependency);
      for (const volume of definition.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./'))
          expect(existsSync(path.join(ROOT, source)), `${name}: ${source}`).toBe(true);
        else expect(compose.volumes, `${name}: ${source}`).toHaveProperty(source);
      }
    }
  });

  it("trusts exactly the balancer's address for X-Forwarded-For", () => {
    const address = (services.haproxy!.networks as Record<string, { ipv4_address: string }>).shop!
      .ipv4_address;
    expect(services['storefront-1']!.environment!.TRUSTED_PROXIES).toBe(address);
  });

  it('gives HAProxy a backend server for each storefront, at the port it listens on', () => {
    const config = read('deploy/haproxy/haproxy.cfg');
    const servers = [...config.matchAll(/^\s*server (\S+) (\S+):(\d+)/gm)].map(
      (match) => `${match[2]}:${match[3]}`,
    );
    expect(new Set(servers)).toEqual(new Set(['storefront-1:3000', 'storefront-2:3000']));
  });
});

describe("HAProxy's configuration", () => {
  const check = (file: string) => spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });

  it('is valid, checks readiness and keeps a live fallback', () => {
    const result = check(path.join(ROOT, 'deploy/haproxy/haproxy.cfg'));
    expect(result.status, result.stderr).toBe(0);
    const config = read('deploy/haproxy/haproxy.cfg');
    expect(config).toMatch(/backend storefronts\n(?:.*\n)*?\s+option httpchk GET \/readyz/);
    expect(config).toContain('retry-on conn-failure');
  });

  it('is what `npm run cluster` runs, with its own addresses', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const config = haproxyConfig(18080, [
      { name: 'storefront-1', port: 14001 },
      { name: 'storefront-2', port: 14002 },
    ]);
    expect(config).toContain('bind 127.0.0.1:18080');
    expect(config).toContain('option httpchk GET /readyz');
    expect(config).not.toContain('resolvers');
    expect(config.match(/server storefront-1 127\.0\.0\.1:14001 check/g)).toHaveLength(2);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'haproxy-')), 'haproxy.cfg');
    writeFileSync(file, config);
    const result = check(file);
    expect(result.status, result.stderr).toBe(0);
  });
});

describe('the sample Prometheus configuration', () => {
  it('scrapes each storefront on its metrics port and loads the alerts, which name real metrics', () => {
    const prometheus = parse(read('deploy/prometheus/prometheus.yml')) as {
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    const storefront = prometheus.scrape_configs.find((job) => job.job_name === 'storefront');
    expect(storefront?.static_configs[0]?.targets).toEqual(['storefront-1:9100', 'storefront-2:9100']);
    const alerts = parse(read('deploy/prometheus/alerts.yml')) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    const metricsSource = read('lib/platform/metrics.ts');
    for (const rule of alerts.groups.flatMap((group) => group.rules)) {
      for (const [name] of rule.expr.matchAll(/harbor_[a-z_]+/g)) {
        const base = name.replace(/_(bucket|count|sum)$/, '');
        const known = metricsSource.includes(`'${base}'`) || base.startsWith('harbor_nodejs_');
        expect(known, `${rule.alert}: ${name}`).toBe(true);
      }
    }
  });
});
