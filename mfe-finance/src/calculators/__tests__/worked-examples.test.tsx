/*
 * Every finance calculator offers its worked example in its empty results, and one tap on it shows results: each
 * definition of the registry's pages, rendered by the scaffold, the example pressed as a visitor would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { EMPTY_CATALOG } from '@calc/singleton';
import { CalculatorPage, type CalculatorDefinition, type RowCellDefinition } from '@calc/shared';
import { renderApp } from '../../../../test-support/render-app';
import registry from '../../registry';

// The charts draw on a canvas jsdom does not have; what they draw is not under test here.
jest.mock('../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

type AnyDefinition = CalculatorDefinition<string, unknown, unknown, RowCellDefinition>;

/** The definition of each calculator folder of the registry (the export of its *-definition.ts that is one). */
function definitions(): [string, AnyDefinition][] {
  return Object.keys(registry.pages).map((folder) => {
    const dir = path.join(__dirname, '..', '..', folder);
    const file = fs.readdirSync(dir).find((name) => name.endsWith('-definition.ts'));
    if (!file) throw new Error(`${folder} has no definition`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(path.join(dir, file)) as Record<string, unknown>;
    const found = Object.entries(module).find(
      ([name, value]) => name.endsWith('Definition') && typeof value === 'object' && value !== null && 'compute' in value,
    );
    if (!found) throw new Error(`${file} exports no definition`);
    return [folder, found[1] as AnyDefinition];
  });
}

const ALL = definitions();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

it('lists every calculator of the remote: each folder of calculators/ with its page facts, the 36 of today or more', () => {
  // Read from the folders, not the registry, so a calculator left out of either is caught; a new one (npm run
  // new:calculator) is counted without a line here.
  const calculators = path.join(__dirname, '..');
  const folders = fs
    .readdirSync(calculators)
    .filter((name) => fs.existsSync(path.join(calculators, name, 'page-facts.ts')))
    .map((name) => `calculators/${name}`);
  expect(ALL.map(([folder]) => folder).sort()).toEqual(folders.sort());
  expect(ALL.length).toBeGreaterThanOrEqual(36);
});

describe.each(ALL)('%s', (_folder, definition) => {
  it('has a worked example whose every value names one of its fields or row cells', () => {
    expect(definition.example).toBeDefined();
    const names = new Set([
      ...definition.fields.map((field) => field.name),
      ...(definition.modes ?? []).flatMap((mode) => mode.targets.map((field) => field.name)),
    ]);
    const cells = new Set((definition.rowList?.cells ?? []).map((cell) => cell.name));
    for (const name of Object.keys(definition.example!.values)) {
      const cell = /^(.+)\.\d+$/.exec(name)?.[1];
      expect(names.has(name) || (cell !== undefined && cells.has(cell)) ? name : `${name} (no such field)`).toBe(name);
    }
  });

  it('fills it and calculates in one tap: every figure is a result, no field has a message', async () => {
    const { user } = renderApp(<CalculatorPage definition={definition} />, { route: '/example', catalog: EMPTY_CATALOG });
    const offer = screen.getByRole('button', { name: /^See an example: \S/ });
    expect(document.querySelectorAll('[data-empty]').length).toBeGreaterThan(0);
    await user.click(offer);
    expect(document.querySelectorAll('[data-empty]')).toHaveLength(0);
    expect(document.querySelectorAll('dt').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: /^See an example/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  }, 20000);
});
