import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import { useState } from 'react';
import { Tabs, type TabItem } from '../tabs';

const TABS: TabItem[] = [
  { id: 'results', label: 'results', content: <p>Results panel</p> },
  { id: 'report', label: 'report', content: <p>Report panel</p> },
  { id: 'chart', label: 'chart', content: <p>Chart panel</p> },
];

function Harness({ initial = 'results', onChange }: { initial?: string; onChange?: (id: string) => void }) {
  const [active, setActive] = useState(initial);
  return (
    <Tabs
      label="Calculator results"
      tabs={TABS}
      active={active}
      onChange={(id) => {
        onChange?.(id);
        setActive(id);
      }}
    />
  );
}

function panels() {
  return ['Results panel', 'Report panel', 'Chart panel'].filter((text) => screen.queryByText(text) !== null);
}

function selected() {
  return screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);
}

describe('Tabs', () => {
  it('renders a named tab list and only the active panel', () => {
    renderApp(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Calculator results' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['results', 'report', 'chart']);
    expect(panels()).toEqual(['Results panel']);
    expect(selected()).toEqual(['results']);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Results panel');
    expect(panel).toHaveAccessibleName('results');
  });

  it('only the active tab is in the tab order', () => {
    renderApp(<Harness />);
    const [first, second, third] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    expect(third).toHaveAttribute('tabindex', '-1');
  });

  it('a click switches the panel', async () => {
    const onChange = jest.fn();
    const { user } = renderApp(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'report' }));
    expect(onChange).toHaveBeenLastCalledWith('report');
    expect(panels()).toEqual(['Report panel']);
    expect(selected()).toEqual(['report']);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('report');
    await user.click(screen.getByRole('tab', { name: 'results' }));
    expect(panels()).toEqual(['Results panel']);
  });

  it('Tab reaches the active tab; ArrowRight and ArrowLeft move between tabs, wrapping around, and move focus', async () => {
    const { user } = renderApp(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'results' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['report']);
    expect(panels()).toEqual(['Report panel']);
    expect(screen.getByRole('tab', { name: 'report' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['chart']);
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['results']);
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['chart']);
    expect(screen.getByRole('tab', { name: 'chart' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['report']);
  });

  it('Home and End jump to the first and last tab', async () => {
    const { user } = renderApp(<Harness initial="report" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'report' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(selected()).toEqual(['chart']);
    expect(panels()).toEqual(['Chart panel']);
    expect(screen.getByRole('tab', { name: 'chart' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selected()).toEqual(['results']);
    expect(panels()).toEqual(['Results panel']);
    expect(screen.getByRole('tab', { name: 'results' })).toHaveFocus();
  });

  it('ignores other keys', async () => {
    const onChange = jest.fn();
    const { user } = renderApp(<Harness onChange={onChange} />);
    await user.tab();
    await user.keyboard('a{ArrowDown}');
    expect(onChange).not.toHaveBeenCalled();
    expect(selected()).toEqual(['results']);
  });

  it('shows the first tab when the active id is unknown', () => {
    renderApp(<Tabs label="t" tabs={TABS} active="nope" onChange={() => undefined} />);
    expect(panels()).toEqual(['Results panel']);
  });
});

describe('Tabs in print', () => {
  it('renders every panel under its tab’s name while printing, and the active one again after', () => {
    renderApp(<Harness />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(panels()).toEqual(['Results panel', 'Report panel', 'Chart panel']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'results',
      'report',
      'chart',
    ]);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(panels()).toEqual(['Results panel']);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
