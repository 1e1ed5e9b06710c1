import { expect, test, type Page, settledUrl } from './app-test';
import { calculate, fillFields, money, sipMaturity, resultValue, trackPageErrors, NOT_CALCULATED } from './support';

/*
 * Honest inputs: every field says what is wrong with it, and the URL always matches what is shown.
 * Fields are found by their label text, typed into key by key as a visitor types.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function typeInto(page: Page, label: string, text: string) {
  const input = field(page, label);
  await input.fill('');
  await input.pressSequentially(text);
}

const LOAN = { 'Loan Amount': '500000', 'Annual Interest Rate (%)': '9', 'Loan Tenure (Years)': '20' };
const LOAN_QUERY = '?loanAmount=500000&annualRate=9&tenure=20&currency=USD';

test.describe('text that is not a number', () => {
  for (const text of ['5-3', '1e', '--', '1e-', '.']) {
    test(`"${text}" says "Enter a number.", stays in the field and is not read as empty`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto('/loan-calculator');
      await fillFields(page, LOAN);
      await calculate(page);
      const emi = await resultValue(page, 'EMI').textContent();
      expect(emi).not.toBe(money(0));
      expect(new URL(await settledUrl(page)).search).toBe(LOAN_QUERY);

      await typeInto(page, 'Loan Amount', text);
      await calculate(page);
      await expect(field(page, 'Loan Amount')).toHaveValue(text);
      await expect(field(page, 'Loan Amount')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Loan Amount')).toHaveAccessibleDescription('Enter a number.');
      await expect(page.getByText('This field is required.')).toHaveCount(0);
      // The empty-input rule (reset to zero) did not fire: the results and their URL are those of the last calculation.
      await expect(resultValue(page, 'EMI')).toHaveText(emi!);
      expect(new URL(await settledUrl(page)).search).toBe(LOAN_QUERY);
      expect(errors).toEqual([]);
    });
  }

  test('on SIP too, before any calculation: the message, and nothing computed', async ({ page }) => {
    await page.goto('/sip-calculator');
    await fillFields(page, { 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' });
    await typeInto(page, 'Monthly SIP Amount', '5-3');
    await calculate(page);
    await expect(field(page, 'Monthly SIP Amount')).toHaveAccessibleDescription('Enter a number.');
    await expect(resultValue(page, 'Maturity Amount:')).toHaveText(NOT_CALCULATED);
    expect(new URL(await settledUrl(page)).search).toBe('');
  });
});

test.describe('the URL matches the results on screen', () => {
  test('results that reset take their query with them; a reload shows no old calculation', async ({ page }) => {
    await page.goto('/loan-calculator');
    await fillFields(page, LOAN);
    await calculate(page);
    expect(new URL(await settledUrl(page)).search).toBe(LOAN_QUERY);

    await fillFields(page, { 'Loan Tenure (Years)': '' });
    await calculate(page);
    await expect(resultValue(page, 'EMI')).toHaveText(NOT_CALCULATED);
    expect(new URL(await settledUrl(page)).search).toBe('');
    await page.reload();
    await expect(field(page, 'Loan Amount')).toBeVisible();
    await expect(resultValue(page, 'EMI')).toHaveText(NOT_CALCULATED);
  });

  test('SIP keeps its results, and the query keeps the inputs of those results', async ({ page }) => {
    await page.goto('/sip-calculator');
    await fillFields(page, {
      'Monthly SIP Amount': '10000',
      'Annual Interest Rate (%)': '12',
      'Investment Duration (Years)': '10',
    });
    await calculate(page);
    const shown = money(sipMaturity(10000, 12, 10));
    await expect(resultValue(page, 'Maturity Amount:')).toHaveText(shown);
    const query = '?sipAmount=10000&annualRate=12&duration=10&inflationRate=6&currency=USD';
    expect(new URL(await settledUrl(page)).search).toBe(query);

    await fillFields(page, { 'Monthly SIP Amount': '20000', 'Investment Duration (Years)': '' });
    await calculate(page);
    await expect(field(page, 'Investment Duration (Years)')).toHaveAccessibleDescription('This field is required.');
    await expect(resultValue(page, 'Maturity Amount:')).toHaveText(shown);
    expect(new URL(await settledUrl(page)).search).toBe(query);

    // The URL, opened afresh, shows exactly the results that were on screen.
    await page.goto(`/sip-calculator${query}`);
    await expect(resultValue(page, 'Maturity Amount:')).toHaveText(shown);
  });

  test('a value out of range keeps the shown results and their query', async ({ page }) => {
    await page.goto('/loan-calculator');
    await fillFields(page, LOAN);
    await calculate(page);
    const emi = await resultValue(page, 'EMI').textContent();
    await fillFields(page, { 'Loan Tenure (Years)': '500' });
    await calculate(page);
    await expect(field(page, 'Loan Tenure (Years)')).toHaveAccessibleDescription(/^Enter a value between 1 and 50\.$/);
    await expect(resultValue(page, 'EMI')).toHaveText(emi!);
    expect(new URL(await settledUrl(page)).search).toBe(LOAN_QUERY);
  });

  test('shorthand and grouping are read as the numbers they mean, and the URL carries plain numbers', async ({ page }) => {
    await page.goto('/sip-calculator');
    await typeInto(page, 'Monthly SIP Amount', '10k');
    await typeInto(page, 'Annual Interest Rate (%)', '12');
    await typeInto(page, 'Investment Duration (Years)', '10');
    await calculate(page);
    await expect(resultValue(page, 'Maturity Amount:')).toHaveText(money(sipMaturity(10000, 12, 10)));
    expect(new URL(await settledUrl(page)).search).toBe(
      '?sipAmount=10000&annualRate=12&duration=10&inflationRate=6&currency=USD',
    );

    await typeInto(page, 'Monthly SIP Amount', '1,00,000');
    await calculate(page);
    await expect(resultValue(page, 'Maturity Amount:')).toHaveText(money(sipMaturity(100000, 12, 10)));
    expect(new URL(await settledUrl(page)).search).toBe(
      '?sipAmount=100000&annualRate=12&duration=10&inflationRate=6&currency=USD',
    );
  });
});

test.describe('Salary: CTC is required but not used', () => {
  test('a CTC below the gross computes the results and warns beside them', async ({ page }) => {
    await page.goto('/salary-calculator');
    await fillFields(page, { CTC: '100000', 'Basic Salary': '600000', HRA: '240000', 'Special Allowances': '200000' });
    await calculate(page);
    const gross = 600000 + 240000 + 200000;
    await expect(resultValue(page, 'Gross Salary')).toHaveText(money(gross));
    await expect(resultValue(page, 'Net Annual Salary')).toHaveText(money(gross));
    await expect(resultValue(page, 'Net Monthly Salary')).toHaveText(money(gross / 12));
    await expect(page.getByRole('note').filter({ hasText: 'Gross Salary is more than the CTC you entered.' })).toBeVisible();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.getByText('Basic Salary cannot exceed CTC.')).toHaveCount(0);
    expect(new URL(await settledUrl(page)).searchParams.get('ctc')).toBe('100000');
  });

  test('deductions above the gross compute a negative net, with a warning', async ({ page }) => {
    await page.goto('/salary-calculator');
    await fillFields(page, {
      CTC: '1200000',
      'Basic Salary': '100000',
      HRA: '0',
      'Special Allowances': '0',
      'Provident Fund Deduction': '112000',
    });
    await calculate(page);
    await expect(resultValue(page, 'Net Annual Salary')).toHaveText(money(-12000));
    await expect(resultValue(page, 'Net Monthly Salary')).toHaveText(money(-1000));
    await expect(page.getByRole('note').filter({ hasText: 'Total Deductions are more than Gross Salary' })).toBeVisible();
  });
});

test.describe('Numerology accepts any real birth date up to today', () => {
  // Worked by hand: ADA LOVELACE = A1 D4 A1 L3 O6 V4 E5 L3 A1 C3 E5 = 36 -> 9; vowels 19 -> 1; consonants 17 -> 8.
  const cases = [
    { date: '1815-12-10', lifePath: '1', birthday: '1' }, // day 10 -> 1, month 12 -> 3, 1815 -> 15 -> 6: 10 -> 1
    { date: '1847-03-03', lifePath: '8', birthday: '3' }, // day 3, month 3, 1847 -> 20 -> 2: 8
  ];
  for (const { date, lifePath, birthday } of cases) {
    test(`Ada Lovelace, born ${date}`, async ({ page }) => {
      await page.goto('/numerology-calculator');
      await fillFields(page, { 'Full Name': 'Ada Lovelace', 'Birth Date': date });
      await calculate(page);
      await expect(resultValue(page, 'Life Path Number')).toHaveText(lifePath);
      await expect(resultValue(page, 'Expression Number')).toHaveText('9');
      await expect(resultValue(page, 'Soul Urge Number')).toHaveText('1');
      await expect(resultValue(page, 'Personality Number')).toHaveText('8');
      await expect(resultValue(page, 'Birthday Number')).toHaveText(birthday);
      await expect(field(page, 'Birth Date')).not.toHaveAttribute('aria-invalid', 'true');
    });
  }

  test('the future-date and no-letters messages stay', async ({ page }) => {
    await page.goto('/numerology-calculator');
    await fillFields(page, { 'Full Name': '12345', 'Birth Date': '2999-01-01' });
    await calculate(page);
    await expect(field(page, 'Birth Date')).toHaveAccessibleDescription('Birth date cannot be in the future.');
    await expect(field(page, 'Full Name')).toHaveAccessibleDescription('Your name must contain at least one letter.');
  });
});

test.describe('values too small or too large to compute meaningfully', () => {
  test('CAGR with an Initial Investment of 1e-320 gets an inline message, not 0.00%', async ({ page }) => {
    await page.goto('/cagr-calculator');
    await fillFields(page, {
      'Initial Investment (PV)': '1e-320',
      'Final Value (FV)': '20000',
      'Investment Duration (Years)': '5',
    });
    await calculate(page);
    const initial = field(page, 'Initial Investment (PV)');
    await expect(initial).toHaveAttribute('aria-invalid', 'true');
    await expect(initial).toHaveAccessibleDescription('Too small to calculate with: enter 0 or a value of at least 0.01.');
    expect(new URL(await settledUrl(page)).search).toBe('');
  });

  test('a number beyond what can be computed (1e400) states the bounds', async ({ page }) => {
    await page.goto('/cagr-calculator');
    await fillFields(page, {
      'Initial Investment (PV)': '10000',
      'Final Value (FV)': '1e400',
      'Investment Duration (Years)': '5',
    });
    await calculate(page);
    await expect(field(page, 'Final Value (FV)')).toHaveAccessibleDescription('Enter a value between 0 and 1,000,000,000,000.');
  });
});
