'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './panel-tabs.module.css';

export interface PanelTab {
  value: string;
  label: string;
  panel: ReactNode;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs over panels rendered on the server. Every panel stays in the page (search engines read them
 * all); arrow keys, Home and End move between tabs. The island is only this state and its keys: the
 * panels arrive as server markup and the look is Mantine's default tabs, in CSS.
 */
export function PanelTabs({ tabs, label }: { tabs: PanelTab[]; label: string }) {
  const id = useId();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={classes.root}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={classes.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-controls={`${id}-panel-${tab.value}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            data-active={index === active || undefined}
            className={classes.tab}
            onClick={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={index !== active}
          className={classes.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
