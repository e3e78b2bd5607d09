import { Tab, Tabs } from '@mui/material';
import { memo } from 'react';

interface PanelTabsProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  /** Each tab's value and label, in order. */
  tabs: readonly (readonly [T, string])[];
}

const sameTabs = (a: PanelTabsProps<string>, b: PanelTabsProps<string>) =>
  a.value === b.value &&
  a.onChange === b.onChange &&
  a.tabs.length === b.tabs.length &&
  a.tabs.every(([value, label], index) => value === b.tabs[index][0] && label === b.tabs[index][1]);

/**
 * Full-width tabs rendered again only when their value or tabs change: MUI's Tabs measure every
 * tab after each of their renders (a forced layout of the whole page), and a chat's side panels
 * render at every change of chat.
 */
export const PanelTabs = memo(function PanelTabs({
  value,
  onChange,
  tabs,
}: PanelTabsProps<string>) {
  return (
    <Tabs value={value} onChange={(_, next: string) => onChange(next)} variant="fullWidth">
      {tabs.map(([key, label]) => (
        <Tab key={key} value={key} label={label} />
      ))}
    </Tabs>
  );
}, sameTabs) as <T extends string>(props: PanelTabsProps<T>) => React.JSX.Element;
