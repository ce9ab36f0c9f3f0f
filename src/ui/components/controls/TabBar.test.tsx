import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabBar, type TabBarTab } from './TabBar';

type Step = 'terms' | 'commission' | 'policies';
const TABS: readonly TabBarTab<Step>[] = [
  { value: 'terms', label: 'Terms' },
  { value: 'commission', label: 'Commission' },
  { value: 'policies', label: 'Policies' },
];

function Tabbed() {
  const [step, setStep] = useState<Step>('terms');
  return (
    <>
      <TabBar tabs={TABS} value={step} onChange={setStep} idPrefix="step" panelId="step-panel" />
      <div role="tabpanel" id="step-panel" aria-labelledby={`step-${step}`}>
        {step} text
      </div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  it('is a tab list whose selected tab labels the panel and is the one tab stop', () => {
    render(<Tabbed />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(tab('Terms')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Terms')).toHaveAttribute('tabindex', '0');
    expect(tab('Commission')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Commission')).toHaveAttribute('tabindex', '-1');
    expect(tab('Commission')).toHaveAttribute('aria-controls', 'step-panel');
    expect(screen.getByRole('tabpanel', { name: 'Terms' })).toHaveTextContent('terms text');
  });

  it('selects a tab on a tap', async () => {
    const user = userEvent.setup();
    render(<Tabbed />);
    await user.click(tab('Policies'));
    expect(tab('Policies')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Terms')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Policies' })).toHaveTextContent('policies text');
  });

  it('moves the focus with the arrow keys, Home and End (wrapping around), and selects with Enter or Space', async () => {
    const user = userEvent.setup();
    render(<Tabbed />);
    await user.tab();
    expect(tab('Terms')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Commission')).toHaveFocus();
    expect(tab('Terms')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Commission')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Policies')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Terms')).toHaveFocus();
    await user.keyboard('{End} ');
    expect(tab('Policies')).toHaveFocus();
    expect(tab('Policies')).toHaveAttribute('aria-selected', 'true');
  });
});
