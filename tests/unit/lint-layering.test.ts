import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The layering of DESIGN.md is a lint rule: prove it bites on the layers it guards.
const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the whole configuration (seconds on a busy machine): once, outside the tests' time.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'machines/example/warm.ts' });
}, 60_000);

async function ruleIds(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('layering lint', () => {
  it('refuses React, ky, the router and browser globals in machines/', async () => {
    const code = [
      "import { useState } from 'react';",
      "import ky from 'ky';",
      "import { Link } from '@tanstack/react-router';",
      'export const x = [useState, ky, Link, window.location.href];',
    ].join('\n');
    const ids = await ruleIds(code, 'machines/example/example.machine.ts');
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(3);
    expect(ids).toContain('no-restricted-globals');
  });

  it('refuses maplibre and the api layer in src/domain/', async () => {
    const code = "import maplibre from 'maplibre-gl';\nimport { apiGet } from '../api/client.ts';\nexport const y = [maplibre, apiGet];\n";
    const ids = await ruleIds(code, 'src/domain/example.ts');
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  });

  it('allows the same imports in src/features/', async () => {
    const code = "import ky from 'ky';\nexport const z = ky;\n";
    expect(await ruleIds(code, 'src/features/example.ts')).toEqual([]);
  });
});

describe('machine lint', () => {
  it('refuses a cast of an event in machines/, and allows assertEvent', async () => {
    const cast = [
      "import { setup } from 'xstate';",
      'type Go = { type: "go"; to: string };',
      'export const m = setup({ guards: { a: ({ event }) => (event as Go).to === "x", b: ({ event }) => (event.type as string) === "go" } });',
    ].join('\n');
    expect((await ruleIds(cast, 'machines/example/example.machine.ts')).filter((id) => id === 'no-restricted-syntax')).toHaveLength(2);
    const narrowed = [
      "import { assertEvent, setup } from 'xstate';",
      'type Go = { type: "go"; to: string };',
      'export const m = setup({ types: { events: {} as Go }, guards: { a: ({ event }) => { assertEvent(event, "go"); return event.to === "x"; } } });',
    ].join('\n');
    expect(await ruleIds(narrowed, 'machines/example/example.machine.ts')).toEqual([]);
  });
});

describe('view lint', () => {
  const alerts = (ids: (string | null)[]) => ids.filter((id) => id === 'no-restricted-syntax');

  it('refuses a hand-written role="alert" in a feature, in either spelling', async () => {
    const code = [
      'export const A = ({ text }: { text: string }) => <p role="alert">{text}</p>;',
      "export const B = ({ bad }: { bad: boolean }) => <p role={bad ? 'alert' : 'status'}>x</p>;",
    ].join('\n');
    expect(alerts(await ruleIds(code, 'src/features/example/Example.tsx'))).toHaveLength(2);
  });

  it('allows role="alert" in src/ui and other roles in a feature', async () => {
    const code = 'export const A = ({ text }: { text: string }) => <p role="alert">{text}</p>;\n';
    expect(await ruleIds(code, 'src/ui/Example.tsx')).toEqual([]);
    expect(await ruleIds(code.replace('alert', 'status'), 'src/features/example/Example.tsx')).toEqual([]);
  });
});
