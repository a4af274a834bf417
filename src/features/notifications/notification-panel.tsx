/**
 * The bell's panel: the newest notifications, each a link to the page it is about (marked read
 * when followed), with "Mark all as read", in a labelled dialog (Escape closes it and focus returns
 * to the bell). Its own chunk, loaded when the bell is first pointed at, focused or opened: no
 * page's first paint needs it, nor the date formatting (luxon) it brings.
 */
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { PortalThemeProvider } from '@/ui/theme-provider';
import { visuallyHidden } from '@/ui/visually-hidden';
import type { NotificationList, NotificationRecord } from '@/api/notifications';
import { formatDate } from '@/domain/format';
import { useT } from '@/i18n/use-t';

function Item({ item, onOpen }: { item: NotificationRecord; onOpen: () => void }) {
  const tr = useT();
  const heading = (
    <>
      {item.Read ? null : <span style={visuallyHidden}>{tr('help.bell.unreadMark')} </span>}
      {item.Title}
    </>
  );
  return (
    <Box
      component="li"
      sx={{
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: item.Read ? undefined : 'action.hover',
      }}
    >
      <Typography component="p" sx={{ fontWeight: item.Read ? 400 : 700, fontSize: '0.95rem' }}>
        {item.Link ? (
          // A block link: the whole title is one touch target, even when it wraps on a phone
          // (an inline link that wraps leaves a gap between its lines that is not the link).
          <Link
            component={RouterLink}
            to={item.Link}
            onClick={onOpen}
            underline="hover"
            sx={{ display: 'block' }}
          >
            {heading}
          </Link>
        ) : (
          heading
        )}
      </Typography>
      <Typography
        component="p"
        variant="body2"
        color="text.secondary"
        sx={{ wordBreak: 'break-word' }}
      >
        {item.Text}
      </Typography>
      <Typography component="p" variant="caption" color="text.secondary">
        {formatDate(item.CreatedDate, 'dd-MM-yyyy HH:mm')}
      </Typography>
    </Box>
  );
}

/** The panel under the bell (`anchor`), open while `open`. */
export function NotificationPanel({
  id,
  anchor,
  open,
  onClose: close,
  list,
  markRead,
  markAllRead,
}: {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  list: NotificationList;
  markRead: (id: number) => Promise<void>;
  markAllRead: () => Promise<void>;
}) {
  const headingId = useId();
  const tr = useT();
  // Its own theme: the bell sits in the plain-CSS app bar, outside the page's theme.
  return (
    <PortalThemeProvider baseline={false}>
      <Popover
        id={id}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 'min(400px, calc(100vw - 16px))', maxHeight: '70vh' },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1,
          }}
        >
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            {tr('help.bell.title')}
          </Typography>
          <Button size="small" onClick={() => void markAllRead()} disabled={list.UnreadCount === 0}>
            {tr('help.bell.markAll')}
          </Button>
        </Box>
        {list.Items.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
            {tr('help.bell.empty')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby={headingId}>
            {list.Items.map((item) => (
              <Item
                key={item.NotificationId}
                item={item}
                onOpen={() => {
                  close();
                  void markRead(item.NotificationId);
                }}
              />
            ))}
          </Box>
        )}
      </Popover>
    </PortalThemeProvider>
  );
}
