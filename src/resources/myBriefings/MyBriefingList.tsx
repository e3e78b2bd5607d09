import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CanAccess,
  List,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { MyBriefing } from '../../../contract/briefings';
import { PagingBar } from '../../components/list/PagingBar';
import { ToDashboard } from '../../components/ToDashboard';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { BriefingArticle, dateOf, MarkReadButton } from '../briefings/BriefingArticle';
import { UNREAD_BRIEFINGS_KEY } from '../briefings/BriefingsCard';

/** /myBriefings: every team briefing, newest first, to read again; unread ones can be marked. */
export default function MyBriefingList() {
  const translate = useTranslate();
  return (
    <CanAccess resource="myBriefings" action="list" accessDenied={<ToDashboard />}>
      <List
        resource="myBriefings"
        title={translate('app.briefings.mine_title')}
        perPage={10}
        actions={false}
        exporter={false}
        pagination={<PagingBar />}
        empty={false}
      >
        <Briefings />
      </List>
    </CanAccess>
  );
}

function Briefings() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const { data, isPending } = useListContext<MyBriefing>();
  const markRead = useMutation({
    mutationFn: (briefing: MyBriefing) => dataProvider.markBriefingRead(briefing.id),
    onSuccess: (_answer, briefing) => {
      void queryClient.invalidateQueries({ queryKey: ['myBriefings'] });
      void queryClient.invalidateQueries({ queryKey: UNREAD_BRIEFINGS_KEY });
      notify('app.briefings.marked_read', {
        type: 'success',
        messageArgs: { title: briefing.title },
      });
    },
    onError: () => notify('app.briefings.mark_failed', { type: 'error' }),
  });
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate('app.briefings.none')}
      </Typography>
    );
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} divider={<Divider flexItem />}>
          {data.map((briefing) => (
            <BriefingArticle
              key={briefing.id}
              briefing={briefing}
              action={
                briefing.read_at ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}
                  >
                    {translate('app.briefings.read_on', { date: dateOf(briefing.read_at) })}
                  </Typography>
                ) : (
                  <MarkReadButton
                    title={briefing.title}
                    busy={markRead.isPending && markRead.variables?.id === briefing.id}
                    onRead={() => markRead.mutate(briefing)}
                  />
                )
              }
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
