import { ACTIVITY_LOG_MESSAGES, MAX_ACTIVITY_LOG_RANGE_DAYS, type ActivityEvent } from '@partner-insights/contracts';
import { Button, DateRangePicker, MultiSelect, SearchField } from '@partner-insights/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { FilterBar } from '../../../components/FilterBar/FilterBar';
import type { ActivityLogStore } from '../stores/ActivityLogStore';

export interface ActivityLogToolbarProps {
  readonly store: ActivityLogStore;
  /** Applies a filter change, then writes the filters into the page's address. */
  readonly apply: (change: () => Promise<void>) => void;
}

/** The log's filter bar (dates, events, applications, user) and its export. */
export const ActivityLogToolbar = observer(function ActivityLogToolbar({ store, apply }: ActivityLogToolbarProps) {
  const intl = useIntl();
  const locale = store.locale;
  const { query } = store;
  const eventWords = ACTIVITY_LOG_MESSAGES[locale].events;
  const eventOptions = (store.eventList.data?.events ?? query.events).map((event) => ({
    id: event,
    label: eventWords[event],
  }));
  const applicationOptions = (store.applicationList.data?.applications ?? query.applications).map((app) => ({
    id: app,
    label: app,
  }));
  return (
    <FilterBar
      label={intl.formatMessage({ id: 'activityLog.filters' })}
      filters={[
        <DateRangePicker
          label={intl.formatMessage({ id: 'activityLog.dates' })}
          value={{ start: query.from, end: query.to }}
          maxValue={store.today}
          maxDays={MAX_ACTIVITY_LOG_RANGE_DAYS}
          displayFormat="DD-MM-YYYY"
          onChange={({ start, end }) => apply(() => store.setRange(start, end))}
        />,
        <MultiSelect
          label={intl.formatMessage({ id: 'activityLog.events' })}
          options={eventOptions}
          value={[...query.events]}
          onChange={(keys) => apply(() => store.setEvents(keys.map(String) as ActivityEvent[]))}
        />,
        <MultiSelect
          label={intl.formatMessage({ id: 'activityLog.applications' })}
          options={applicationOptions}
          value={[...query.applications]}
          onChange={(keys) => apply(() => store.setApplications(keys.map(String)))}
        />,
        <SearchField
          key={query.user}
          label={intl.formatMessage({ id: 'activityLog.user' })}
          placeholder={intl.formatMessage({ id: 'activityLog.userPlaceholder' })}
          defaultValue={query.user}
          minLength={1}
          onSearch={(term) => apply(() => store.setUser(term))}
        />,
      ]}
      action={
        <Button
          variant="secondary"
          isPending={store.download.isLoading}
          pendingLabel={intl.formatMessage({ id: 'activityLog.exporting' })}
          onPress={() => void store.exportLog()}
        >
          {intl.formatMessage({ id: store.download.isLoading ? 'activityLog.exporting' : 'activityLog.export' })}
        </Button>
      }
    />
  );
});
