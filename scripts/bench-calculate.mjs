/*
 * Responsiveness: for every calculator at its largest bounded inputs, the time from pressing Calculate to the
 * results painted, with the CPU throttled 4x in Chromium (DevTools protocol). Used by `npm run bench`; on its own,
 * against a site already served: `node scripts/bench-calculate.mjs [http://localhost:3000]`.
 *
 * "Painted" is the first frame after the click's work: a requestAnimationFrame callback queued by the click, then a
 * message posted from it, which runs once that frame has been produced. Measured from the click event's own
 * timestamp, so the input's queueing delay counts too.
 */
import { chromium } from '@playwright/test';
import siteConfig from './site-config.cjs';

const { CHROMIUM_PATH, CHROMIUM_ARGS } = siteConfig;
export const CPU_SLOWDOWN = 4;
export const CALCULATE_BUDGET_MS = 100;
const PRESSES = 5;

/** Each calculator's largest bounded inputs, by label: the most work its function can be asked to do. */
export const LARGEST_INPUTS = {
  '/sip-calculator': {
    'Monthly SIP Amount': '1e12',
    'Annual Interest Rate (%)': '100',
    'Investment Duration (Years)': '100',
    'Annual Step-up (%)': '100',
  },
  // A withdrawal the money covers for all 100 years: the longest simulation.
  '/swp-calculator': {
    'Initial Investment': '1e12',
    'Annual Interest Rate (%)': '100',
    'Investment Duration (Years)': '100',
    'Monthly Withdrawal Amount': '1',
    'Yearly Step-up (%)': '0',
  },
  '/lump-sum-calculator': {
    'Lump Sum Amount': '1e12',
    'Annual Interest Rate (%)': '100',
    'Investment Duration (Years)': '100',
  },
  '/loan-calculator': { 'Loan Amount': '1e12', 'Annual Interest Rate (%)': '100', 'Loan Tenure (Years)': '50' },
  '/cagr-calculator': {
    'Initial Investment (PV)': '0.01',
    'Final Value (FV)': '1e12',
    'Investment Duration (Years)': '100',
  },
  '/gratuity-calculator': { 'Last Drawn Salary (Basic + DA)': '1e12', 'Years of Service': '60' },
  '/inflation-calculator': { 'Present Amount': '1e12', 'Inflation Rate (%)': '100', 'Time Period (Years)': '100' },
  '/salary-calculator': {
    CTC: '1e12',
    'Basic Salary': '1e12',
    HRA: '1e12',
    'Special Allowances': '1e12',
    Bonuses: '1e12',
    'Provident Fund Deduction': '1e12',
    'Professional Tax Deduction': '1e12',
  },
  // The longest plan: from age 0 to 120.
  '/retirement-calculator': {
    'Current Age': '0',
    'Retirement Age': '60',
    'Expenses Planned Until Age': '120',
    'Current Savings Amount': '1e12',
    'Current Monthly Investments': '1e12',
  },
  '/numerology-calculator': {
    'Full Name': 'Augusta Ada King Countess of Lovelace '.repeat(5).trim(),
    'Birth Date': '1815-12-10',
  },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from the click on Calculate to the next frame, measured in the page. */
async function pressCalculate(page) {
  await page.evaluate(() => {
    window.__calculatePaint = new Promise((resolve) => {
      addEventListener(
        'click',
        (event) => {
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - event.timeStamp);
            channel.port2.postMessage(null);
          });
        },
        { once: true },
      );
    });
  });
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  return page.evaluate(() => window.__calculatePaint);
}

/** { route: { medianMs, maxMs, presses } } for every calculator with known inputs (or those given). */
export async function calculateToPaint(base, routes = Object.keys(LARGEST_INPUTS)) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = {};
  try {
    for (const route of routes) {
      const inputs = LARGEST_INPUTS[route];
      if (!inputs) continue;
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(base + route);
      for (const [label, value] of Object.entries(inputs)) await page.getByLabel(label, { exact: true }).fill(value);
      // A first press outside the measure loads what a calculation loads once (its chart's chunk).
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const times = [];
      for (let press = 0; press < PRESSES; press++) {
        // Change nothing, so each press does the full work again (the results re-render from a fresh computation).
        times.push(await pressCalculate(page));
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      rows[route] = { medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)), presses: PRESSES };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? `http://localhost:${siteConfig.PORTS.shell}`;
  const rows = await calculateToPaint(base);
  console.log(`Calculate to results painted, CPU ${CPU_SLOWDOWN}x slower (budget ${CALCULATE_BUDGET_MS} ms)`);
  for (const [route, row] of Object.entries(rows)) {
    console.log(`${route.padEnd(26)} median ${String(row.medianMs).padStart(4)} ms   max ${String(row.maxMs).padStart(4)} ms`);
  }
}
