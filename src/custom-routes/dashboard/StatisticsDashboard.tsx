import { Stack } from '@mui/material';
import { ChatSettingsCard } from '../../chat/messages/ChatSettingsCard';
import { AutoOfferCard } from '../../chat/offers/AutoOfferCard';
import { WorkerStatisticsView } from '../../statistics/workers/WorkerStatisticsView';

/** An admin's dashboard: the worker statistics and the chat settings (spec section 2 'Dashboard'). */
export default function StatisticsDashboard() {
  return (
    <Stack spacing={3} sx={{ mb: 3 }}>
      <WorkerStatisticsView />
      <ChatSettingsCard />
      <AutoOfferCard />
    </Stack>
  );
}
