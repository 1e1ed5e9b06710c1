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

function sky(date) {
  return { 'Date of Birth': date, 'Time of Birth': '06:30', Latitude: '28.6139', Longitude: '77.2090', 'UTC Offset': '+05:30' };
}

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
  // The loan pages of issue 41: each one's longest schedule at its largest amounts and rates.
  '/education-loan-calculator': {
    'Loan Amount': '1e12',
    'Annual Interest Rate (%)': '100',
    'Moratorium (Months)': '96',
    'Repayment Tenure (Years)': '30',
    'During the Moratorium': { choose: 'Interest Paid Monthly' },
  },
  // The APR's search at the highest fee and rate over the longest tenure.
  '/personal-loan-calculator': {
    'Loan Amount': '1e12',
    'Annual Interest Rate (%)': '100',
    'Tenure (Months)': '120',
    'Processing Fee (%)': '10',
  },
  '/car-loan-calculator': {
    'On-road Price': '1e12',
    'Down Payment (%)': '0',
    'Annual Interest Rate (%)': '100',
    'Tenure (Years)': '8',
  },
  // A let-out house: the rent field shown, every year's set-off and carry forward.
  '/home-loan-tax-benefit-calculator': {
    'Loan Amount': '1e12',
    'Annual Interest Rate (%)': '100',
    'Loan Tenure (Years)': '40',
    'First EMI Month': { choose: 'March' },
    'Other 80C Investments': '1e12',
    'Tax Slab (%)': '30',
    'Property Use': { choose: 'Let Out' },
    'Annual Rent': '1e12',
  },
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
  // The sky pages: a birth with its offset typed (no place search), the ephemeris loaded by the first Calculate.
  '/birth-chart-calculator': sky('1800-01-01'),
  '/moon-sign-calculator': sky('2100-12-31'),
  '/ascendant-calculator': { ...sky('1947-08-15'), Latitude: '69.6496', Longitude: '18.956' },
  '/sun-sign-calculator': sky('1990-08-23'),
  '/dasha-calculator': sky('2100-12-31'),
  // A day's panchang far north in midsummer: the longest daytime, and every search over it.
  '/panchang-calculator': { Date: '2100-06-21', Latitude: '65.0', Longitude: '25.47', 'UTC Offset': '+02:00' },
  // A lifetime's Saturn: 100 years of sign changes searched from the birth.
  '/sade-sati-calculator': sky('2000-01-01'),
  '/scss-calculator': { Deposit: '3000000', 'Interest Rate (%)': '100', Period: { choose: '8 years (extended by 3)' } },
  '/post-office-mis-calculator': {
    Deposit: '1500000',
    'Interest Rate (%)': '100',
    'Account Type': { choose: 'Joint (up to 3 adults)' },
  },
  // The lowest rate: the longest term (837 months), the most half-year rows.
  '/kvp-calculator': { Amount: '1e12', 'Interest Rate (%)': '1', 'Encash After (Months)': '836' },
  '/leave-encashment-calculator': {
    'Average Monthly Salary (basic + DA, last 10 months)': '1e12',
    'Years of Service': '60',
    'Unavailed Leave (Days)': '3650',
    'Leave Encashment Received': '1e12',
    'Exemption Claimed Earlier': '2500000',
  },
  // Bought before the index's base year, long-term, every exemption at its most.
  '/capital-gains-property-calculator': {
    'Purchase Price': '1e12',
    'Purchase Date': '1990-04-01',
    'Sale Price': '1e12',
    'Sale Date': '2025-12-31',
    'Transfer Expenses': '1e12',
    'Tax Slab (%)': '50',
    'Invested in a New House (Section 54)': '1e12',
    'Invested in Bonds (Section 54EC)': '1e12',
  },
  // Two births, each Moon, Mars and Ascendant from the ephemeris, then the eight kootas.
  '/kundli-matching-calculator': {
    ...Object.fromEntries(Object.entries(sky('1947-08-15')).map(([label, value]) => [`Boy’s ${label}`, value])),
    ...Object.fromEntries(Object.entries(sky('2100-12-31')).map(([label, value]) => [`Girl’s ${label}`, value])),
  },
  '/numerology-calculator': {
    'Full Name': 'Augusta Ada King Countess of Lovelace '.repeat(5).trim(),
    'Birth Date': '1815-12-10',
  },
};

/**
 * The "Solve for" modes, the loan's prepayments and a comparison at their largest inputs, each measured like its page
 * (after the page's own case): a mode chosen by its option's label, a choice field given as { choose: label }, and
 * `rows` a row list's rows (as LARGEST_ROWS), `compareWith` the inputs changed for scenario B after Compare.
 */
export const VARIANTS = {
  '/capital-gains-property-calculator': [
    {
      // The most improvement costs the list takes, each indexed at its own year.
      name: '20 improvement costs',
      inputs: {
        'Purchase Price': '1e12',
        'Purchase Date': '2001-04-01',
        'Sale Price': '1e12',
        'Sale Date': '2025-12-31',
      },
      rows: {
        row: 'Improvement',
        add: 'Add improvement',
        count: 20,
        cells: (index) => [`${2002 + index}-06-01`, '1e9'],
      },
    },
  ],
  '/sip-calculator': [
    {
      name: 'Solve for: Annual Interest Rate (%)',
      mode: 'Annual Interest Rate (%)',
      inputs: {
        'Target Amount': '1e12',
        'Monthly SIP Amount': '1e6',
        'Investment Duration (Years)': '100',
        'Annual Step-up (%)': '100',
      },
    },
    {
      // 1,200 months, and no target reached: the longest count.
      name: 'Solve for: Investment Duration (Years)',
      mode: 'Investment Duration (Years)',
      inputs: { 'Target Amount': '1e12', 'Monthly SIP Amount': '1', 'Annual Interest Rate (%)': '1', 'Annual Step-up (%)': '0' },
    },
  ],
  '/swp-calculator': [
    {
      name: 'Solve for: Monthly Withdrawal Amount',
      mode: 'Monthly Withdrawal Amount',
      inputs: {
        'Initial Investment': '1e12',
        'Annual Interest Rate (%)': '100',
        'Investment Duration (Years)': '100',
        'Yearly Step-up (%)': '100',
      },
    },
  ],
  '/loan-calculator': [
    {
      // A floating rate at its most: 100 rate changes (every 6 months of a 50-year loan), the EMI recomputed at each.
      name: 'Floating rate: 100 rate changes, keep tenure',
      inputs: {
        'Loan Amount': '1e12',
        'Annual Interest Rate (%)': '10',
        'Loan Tenure (Years)': '50',
        'When the Rate Changes': { choose: 'Keep Tenure (the EMI moves)' },
      },
      rows: {
        row: 'Rate change',
        add: 'Add rate change',
        count: 100,
        cells: (index) => [String(2 + index * 6), String(8 + (index % 5))],
      },
    },
    {
      // Two 50-year loans side by side: both schedules, the comparison's table and a chart of both.
      name: 'Compared with a second scenario',
      inputs: { 'Loan Amount': '1e12', 'Annual Interest Rate (%)': '100', 'Loan Tenure (Years)': '50' },
      compareWith: { 'Annual Interest Rate (%)': '99' },
    },
    {
      // The EMI of a 50-year loan: 600 payments, month by month.
      name: 'Solve for: Loan Tenure (Years)',
      mode: 'Loan Tenure (Years)',
      inputs: { 'Loan Amount': '1e12', 'Annual Interest Rate (%)': '10', 'Monthly EMI': '8391055421' },
    },
    {
      // The EMI recomputed after each of 600 prepayments.
      name: 'Prepayments every month, lower EMI',
      inputs: {
        'Loan Amount': '1e12',
        'Annual Interest Rate (%)': '100',
        'Loan Tenure (Years)': '50',
        'Recurring Prepayment': '1',
        'After Each Prepayment': { choose: 'Lower EMI (same tenure)' },
      },
    },
  ],
  '/retirement-calculator': [
    {
      name: 'Solve for: Extra Monthly Investment',
      mode: 'Extra Monthly Investment',
      inputs: {
        'Current Age': '0',
        'Retirement Age': '60',
        'Expenses Planned Until Age': '120',
        "Post-retirement Monthly Amount (Today's Rate)": '1e12',
      },
    },
  ],
};

/**
 * Pages whose inputs are rows: the row's name, how many rows to measure with, and each row's cells in order.
 * XIRR: ten years of a monthly SIP and its redemption; stock average: as many purchases.
 */
export const LARGEST_ROWS = {
  '/xirr-calculator': {
    row: 'Cash flow',
    add: 'Add cash flow',
    count: 121,
    cells: (index) =>
      index < 120 ? [new Date(Date.UTC(2015, index, 5)).toISOString().slice(0, 10), '-1e9'] : ['2025-01-05', '2.5e11'],
  },
  '/stock-average-calculator': {
    row: 'Purchase',
    add: 'Add purchase',
    count: 120,
    cells: (index) => [String(1000 + index), String(1e6 - index)],
  },
};

/** Fills a page's rows (adding rows as needed) from its LARGEST_ROWS entry. */
async function fillRows(page, spec) {
  for (let index = 0; index < spec.count; index++) {
    const group = page.getByRole('group', { name: `${spec.row} ${index + 1}`, exact: true });
    if ((await group.count()) === 0) await page.getByRole('button', { name: spec.add, exact: true }).click();
    const inputs = group.locator('input');
    const values = spec.cells(index);
    for (let cell = 0; cell < values.length; cell++) await inputs.nth(cell).fill(values[cell]);
  }
}

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

/** Presses Calculate PRESSES times at CPU_SLOWDOWN on a page already filled in: { medianMs, maxMs, presses }. */
async function measurePresses(page, context) {
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
  return { medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)), presses: PRESSES };
}

async function fill(page, inputs) {
  for (const [label, value] of Object.entries(inputs)) {
    const field = page.getByLabel(label, { exact: true });
    if (typeof value === 'object') await field.selectOption({ label: value.choose });
    else await field.fill(value);
  }
}

const RANGE = /Enter a value between (-?[\d,.\s\u00a0\u202f’']+) and (-?[\d,.\s\u00a0\u202f’']+)\./;
const plain = (text) => text.replace(/[^\d.-]/g, '');

/** Whether the route is a calculator page (it has a Calculate button), read from the page itself. */
async function isCalculator(browser, base, route) {
  const page = await browser.newPage();
  try {
    await page.goto(base + route);
    return (await page.getByRole('button', { name: 'Calculate', exact: true }).count()) > 0;
  } finally {
    await page.close();
  }
}

/**
 * A page without declared inputs (a new calculator) is measured at the largest values its own fields accept: every
 * choice takes its last option, then every text field (those the choices show included) is given a value far out
 * of range, Calculate makes each say its bounds ("Enter a value between 0 and 100."), and each is then set to its
 * maximum. Returns the inputs it used, or null
 * when the page refuses them (a rule across fields): then the page is listed without a time.
 */
async function fillLargest(page) {
  // The live page, not the prerendered snapshot it replaces: choices made in the snapshot are not all carried over.
  await page
    .waitForFunction(
      () => document.querySelector('[data-page-state="ready"]') && !document.querySelector('[data-prerendered]'),
      undefined,
      {
        timeout: 20_000,
      },
    )
    .catch(() => {});
  const card = page.locator('form').first();
  // Choices first: a choice may show fields of its own (Tax on Returns' Tax Slab (%)), which get their maximum too.
  for (const select of await card.locator('select').all()) {
    const options = await select.locator('option').allTextContents();
    if (options.length) await select.selectOption({ label: options.at(-1) });
  }
  const fields = await card.locator('input[type="text"]').all();
  for (const field of fields) await field.fill('1e300');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  const used = {};
  for (const field of fields) {
    const message = (await field.getAttribute('aria-describedby'))
      ? await page.evaluate(
          (ids) =>
            ids
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' '),
          await field.getAttribute('aria-describedby'),
        )
      : '';
    const range = RANGE.exec(message);
    const value = range ? plain(range[2]) : '';
    await field.fill(value);
    used[(await field.getAttribute('name')) ?? '?'] = value;
  }
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  const refused = await page.locator('form [aria-invalid="true"]').count();
  return refused ? null : used;
}

/**
 * { name: { medianMs, maxMs, presses } } for every calculator with known inputs (or those given), each page's
 * "Solve for" modes and variants after it, named "route · variant".
 */
export async function calculateToPaint(base, routes = Object.keys(LARGEST_INPUTS)) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = {};
  try {
    for (const route of routes) {
      if (route === '/' || !(await isCalculator(browser, base, route))) continue;
      if (LARGEST_ROWS[route]) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await page.goto(base + route);
        await fillRows(page, LARGEST_ROWS[route]);
        rows[`${route} (${LARGEST_ROWS[route].count} rows)`] = await measurePresses(page, context);
        await context.close();
        continue;
      }
      if (!LARGEST_INPUTS[route]) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await page.goto(base + route);
        const used = await fillLargest(page);
        rows[`${route} (largest accepted inputs)`] = used ? await measurePresses(page, context) : { refused: true };
        await context.close();
        continue;
      }
      const cases = [{ name: route, inputs: LARGEST_INPUTS[route] }];
      for (const variant of VARIANTS[route] ?? []) cases.push({ ...variant, name: `${route} · ${variant.name}` });
      for (const { name, mode, inputs, rows: rowSpec, compareWith } of cases) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await page.goto(base + route);
        if (mode) await page.getByLabel('Solve for', { exact: true }).selectOption({ label: mode });
        await fill(page, inputs);
        if (rowSpec) await fillRows(page, rowSpec);
        if (compareWith) {
          // These inputs become scenario A; the presses then calculate B beside it, the comparison's table included.
          await page.getByRole('button', { name: 'Calculate', exact: true }).click();
          await page.getByRole('button', { name: 'Compare', exact: true }).click();
          await fill(page, compareWith);
        }
        rows[name] = await measurePresses(page, context);
        await context.close();
      }
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
    console.log(
      row.refused
        ? `${route.padEnd(70)} its largest inputs are refused by a rule across fields: declare them in LARGEST_INPUTS`
        : `${route.padEnd(70)} median ${String(row.medianMs).padStart(4)} ms   max ${String(row.maxMs).padStart(4)} ms`,
    );
  }
}
