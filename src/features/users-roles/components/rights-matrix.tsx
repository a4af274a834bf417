import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollTableBox } from '@/ui/scroll-table-box';
import { departments } from '@/domain/departments';
import { useT } from '@/i18n/use-t';
import { departmentLabel } from '@/domain/label-ids';
import type { SubUser } from '@/domain/contract/users';
import type { Matrix } from '../matrix-state';

// The user column stays in view while a narrow screen scrolls the departments sideways.
const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * Users × departments as a grid of checkboxes. Each checkbox is labelled "<user> – <department>",
 * so it makes sense on its own to a screen reader, outside the table's headers too.
 */
export function RightsMatrix(props: {
  users: readonly SubUser[];
  matrix: Matrix;
  saved: Matrix;
  onToggle: (userId: number, departmentId: number, on: boolean) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <ScrollTableBox label={t('account.access.tableLabel')}>
      <Table size="small" aria-label={t('account.access.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell
              component="th"
              scope="col"
              sx={{ ...sticky, fontWeight: 700, minWidth: 160 }}
            >
              {t('account.access.user')}
            </TableCell>
            {departments.map((d) => (
              <TableCell
                key={d.id}
                component="th"
                scope="col"
                align="center"
                sx={{ fontWeight: 700 }}
              >
                {departmentLabel(t, d.id)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.users.map((u) => (
            <TableRow key={u.UserId} hover>
              <TableCell component="th" scope="row" sx={sticky}>
                {u.UserName}
                <br />
                <small>{u.Email}</small>
              </TableCell>
              {departments.map((d) => {
                const on = props.matrix[u.UserId]?.includes(d.id) ?? false;
                const changed = on !== (props.saved[u.UserId]?.includes(d.id) ?? false);
                return (
                  <TableCell
                    key={d.id}
                    align="center"
                    sx={changed ? { bgcolor: 'warning.light' } : undefined}
                  >
                    <Checkbox
                      checked={on}
                      disabled={props.disabled}
                      onChange={(e) => props.onToggle(u.UserId, d.id, e.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': t('account.access.cellLabel', {
                            user: u.UserName,
                            department: departmentLabel(t, d.id),
                          }),
                        },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTableBox>
  );
}
