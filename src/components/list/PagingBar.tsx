import ChevronLeftIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightIcon from '@mui/icons-material/ChevronRightRounded';
import { Button, PaginationItem, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { pageLinks } from './pageLinks';

/**
 * Previous page / Next page (disabled when the server gave no link) and page links with 2 margin
 * and 2 range (spec sections 2 and 9), for every limit/offset list. The links are MUI's
 * PaginationItem; which pages show is `pageLinks`, because MUI's usePagination keeps a constant
 * number of items (it widens the window near either end, and the window is always odd), which is
 * not the spec's 2 margin and 2 range.
 */
export function PagingBar() {
  const translate = useTranslate();
  const { page, setPage, total, perPage, hasNextPage, hasPreviousPage, isPending } =
    useListContext();
  if (isPending) return null;
  const pageCount = Math.ceil((total ?? 0) / perPage);
  const from = total ? (page - 1) * perPage + 1 : 0;
  const to = Math.min(page * perPage, total ?? 0);
  return (
    <Stack
      component="nav"
      aria-label={translate('app.list.pagination')}
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', p: 1.5 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mr: 2 }}>
        {translate('app.list.range', { from, to, total: total ?? 0 })}
      </Typography>
      <Button
        size="small"
        startIcon={<ChevronLeftIcon />}
        disabled={!hasPreviousPage}
        onClick={() => setPage(page - 1)}
      >
        {translate('app.list.previous')}
      </Button>
      {pageLinks(page, pageCount).map((link, index) =>
        link === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <PaginationItem key={`gap-${index}`} type="start-ellipsis" size="small" aria-hidden />
        ) : (
          <PaginationItem
            key={link}
            type="page"
            page={link}
            size="small"
            color="primary"
            selected={link === page}
            aria-current={link === page ? 'page' : undefined}
            aria-label={translate('app.list.page', { page: link })}
            onClick={() => setPage(link)}
          />
        ),
      )}
      <Button
        size="small"
        endIcon={<ChevronRightIcon />}
        disabled={!hasNextPage}
        onClick={() => setPage(page + 1)}
      >
        {translate('app.list.next')}
      </Button>
    </Stack>
  );
}
