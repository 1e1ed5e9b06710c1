import { MemoryRouter, useLocation } from '@calc/singleton';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { evaluateNumerology, useNumerology } from '../use-numerology';

// 'John Smith', 1990-07-29: Life Path 1, Expression 8, Soul Urge 6, Personality 11, Birthday 11 (worked in numerology.test.ts).
const JOHN = { lifePathNumber: 1, expressionNumber: 8, soulUrgeNumber: 6, personalityNumber: 11, birthdayNumber: 11 };

function setup(url = '/numerology-calculator') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => ({ state: useNumerology(), location: useLocation() }), { wrapper });
}

describe('evaluateNumerology', () => {
  const today = new Date(2024, 5, 15);

  it('computes when both inputs are fine', () => {
    const outcome = evaluateNumerology({ fullName: 'John Smith', birthDate: '1990-07-29' }, today);
    expect(outcome.ok && outcome.result).toMatchObject(JOHN);
  });

  it('returns the messages of validateNumerology instead of a result', () => {
    expect(evaluateNumerology({ fullName: '', birthDate: '' }, today)).toEqual({
      ok: false,
      errors: { fullName: 'Please enter your full name.', birthDate: 'Please enter your birth date.' },
    });
    expect(evaluateNumerology({ fullName: 'John', birthDate: '2024-06-16' }, today)).toEqual({
      ok: false,
      errors: { birthDate: 'Birth date cannot be in the future.' },
    });
    expect(evaluateNumerology({ fullName: 'John', birthDate: '1847-03-03' }, today)).toMatchObject({ ok: true });
    expect(evaluateNumerology({ fullName: '42', birthDate: '1990-07-29' }, today)).toEqual({
      ok: false,
      errors: { fullName: 'Your name must contain at least one letter.' },
    });
    expect(evaluateNumerology({ fullName: 'John', birthDate: '1990-02-30' }, today)).toEqual({
      ok: false,
      errors: { birthDate: 'Please enter a valid date.' },
    });
  });

  it('an unreadable date field (value empty) is an invalid date, not a missing one', () => {
    expect(evaluateNumerology({ fullName: 'John', birthDate: '', dateUnreadable: true }, today)).toEqual({
      ok: false,
      errors: { birthDate: 'Please enter a valid date.' },
    });
  });
});

describe('useNumerology', () => {
  it('starts empty with no result', () => {
    const { result } = setup();
    expect(result.current.state).toMatchObject({ fullName: '', birthDate: '', errors: {}, result: null });
  });

  it("calculates on calculate() only, and then writes the inputs to the URL's fragment, never its query", () => {
    const { result } = setup();
    act(() => {
      result.current.state.setFullName('John Smith ');
      result.current.state.setBirthDate('1990-07-29');
    });
    expect(result.current.state.result).toBeNull();
    let ok = false;
    act(() => {
      ok = result.current.state.calculate();
    });
    expect(ok).toBe(true);
    expect(result.current.state.result).toMatchObject(JOHN);
    expect(result.current.location.pathname).toBe('/numerology-calculator');
    expect(result.current.location.search).toBe('');
    expect(result.current.location.hash).toBe('#name=John+Smith&birthDate=1990-07-29');
  });

  it('an empty or invalid field shows its message, keeps the previous result and leaves the URL alone', () => {
    const { result } = setup('/numerology-calculator#name=John%20Smith&birthDate=1990-07-29');
    const before = result.current.state.result;
    expect(before).toMatchObject(JOHN);
    act(() => result.current.state.setFullName(''));
    act(() => {
      result.current.state.calculate();
    });
    expect(result.current.state.errors).toEqual({ fullName: 'Please enter your full name.' });
    expect(result.current.state.result).toBe(before);
    expect(result.current.location.search).toBe('');
    expect(result.current.location.hash).toBe('#name=John%20Smith&birthDate=1990-07-29');

    // Editing the field clears its message.
    act(() => result.current.state.setFullName('J'));
    expect(result.current.state.errors.fullName).toBeUndefined();
  });

  it('a shared URL fills the inputs from its fragment and shows its result at once, leaving the URL as it is', () => {
    const { result } = setup('/numerology-calculator#name=John+Smith&birthDate=1990-07-29');
    expect(result.current.state.fullName).toBe('John Smith');
    expect(result.current.state.birthDate).toBe('1990-07-29');
    expect(result.current.state.result).toMatchObject(JOHN);
    expect(result.current.location.search).toBe('');
    expect(result.current.location.hash).toBe('#name=John+Smith&birthDate=1990-07-29');
  });

  it('an old link with the inputs in its query still opens, and they move to the fragment (other keys are dropped)', () => {
    const { result } = setup('/numerology-calculator?name=John%20Smith&birthDate=1990-07-29&utm_source=mail');
    expect(result.current.state.fullName).toBe('John Smith');
    expect(result.current.state.result).toMatchObject(JOHN);
    expect(result.current.location.pathname).toBe('/numerology-calculator');
    expect(result.current.location.search).toBe('');
    expect(result.current.location.hash).toBe('#name=John+Smith&birthDate=1990-07-29');
  });

  it('a fragment wins over a query, and a bare anchor in the fragment leaves the query to be read', () => {
    const both = setup('/numerology-calculator?name=Bryn&birthDate=2000-01-01#name=John+Smith&birthDate=1990-07-29');
    expect(both.result.current.state.fullName).toBe('John Smith');
    expect(both.result.current.location.search).toBe('?name=Bryn&birthDate=2000-01-01');
    const anchor = setup('/numerology-calculator?name=John+Smith&birthDate=1990-07-29#main-content');
    expect(anchor.result.current.state.result).toMatchObject(JOHN);
    expect(anchor.result.current.location.hash).toBe('#name=John+Smith&birthDate=1990-07-29');
  });

  it('a shared URL with a bad date fills the inputs and shows the message, no result', () => {
    const { result } = setup('/numerology-calculator#name=John&birthDate=1990-13-01');
    expect(result.current.state.result).toBeNull();
    expect(result.current.state.errors).toEqual({ birthDate: 'Please enter a valid date.' });
  });

  it("an old link with a bad date moves it to the fragment too: the query never keeps the visitor's name", () => {
    const { result } = setup('/numerology-calculator?name=John&birthDate=1990-13-01');
    expect(result.current.state.errors).toEqual({ birthDate: 'Please enter a valid date.' });
    expect(result.current.location.search).toBe('');
    expect(result.current.location.hash).toBe('#name=John&birthDate=1990-13-01');
  });

  it('a URL with only one input fills it and computes nothing', () => {
    const { result } = setup('/numerology-calculator#name=John');
    expect(result.current.state).toMatchObject({ fullName: 'John', birthDate: '', errors: {}, result: null });
  });
});
