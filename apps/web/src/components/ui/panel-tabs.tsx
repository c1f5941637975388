'use client';

import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import classes from './panel-tabs.module.css';

export interface PanelTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs over panels rendered on the server. Every panel stays in the page (search engines read them
 * all); arrow keys, Home and End move between tabs.
 */
export function PanelTabs({ tabs, label }: { tabs: PanelTab[]; label: string }) {
  return (
    <Tabs
      defaultValue={tabs[0]?.value}
      keepMounted
      classNames={{ root: classes.root, list: classes.list, tab: classes.tab, panel: classes.panel }}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
