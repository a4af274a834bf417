/**
 * MUI's own texts (table paging, autocomplete, alert close, rating, pagination, breadcrumbs) in
 * the language on screen, from the catalogs: MUI ships no Marathi, and the pseudo-language must
 * reach these too. Built when the theme is (PortalThemeProvider, once per language).
 */
import type { Localization } from '@mui/material/locale';
import { t } from '@/i18n/i18n';

type PageControl = 'first' | 'last' | 'next' | 'previous';

const pageControl = (type: PageControl | string): string => {
  if (type === 'first') return t('common.table.firstPage');
  if (type === 'last') return t('common.table.lastPage');
  if (type === 'next') return t('common.table.nextPage');
  return t('common.table.previousPage');
};

/** MUI's localization object for the language now on screen. */
export function muiLocalization(): Localization {
  return {
    components: {
      MuiBreadcrumbs: { defaultProps: { expandText: t('shell.mui.showPath') } },
      MuiTablePagination: {
        defaultProps: {
          getItemAriaLabel: pageControl,
          labelRowsPerPage: t('common.table.rowsPerPage'),
          labelDisplayedRows: ({ from, to, count }) =>
            count !== -1
              ? t('common.table.displayedRows', { from, to, count })
              : t('shell.mui.moreThan', { from, to }),
        },
      },
      MuiRating: {
        defaultProps: {
          getLabelText: (value) => t('shell.mui.ratingValue', { value }),
          emptyLabelText: t('shell.mui.ratingEmpty'),
        },
      },
      MuiAutocomplete: {
        defaultProps: {
          clearText: t('common.clear'),
          closeText: t('common.close'),
          loadingText: t('common.loading'),
          noOptionsText: t('shell.mui.noOptions'),
          openText: t('shell.mui.open'),
        },
      },
      MuiAlert: { defaultProps: { closeText: t('common.close') } },
      MuiPagination: {
        defaultProps: {
          'aria-label': t('shell.mui.pagination'),
          getItemAriaLabel: (type, page, selected) => {
            if (type === 'page') {
              return selected ? t('shell.mui.page', { page }) : t('shell.mui.goToPage', { page });
            }
            return pageControl(type);
          },
        },
      },
    },
  };
}
