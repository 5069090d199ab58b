import type { TFunction } from 'i18next';

/** What react-datepicker says to a screen reader (English by default), in the interface language. */
export const datePickerLabels = (t: TFunction) => ({
  previousMonthAriaLabel: t('common.datePicker.previousMonth'),
  nextMonthAriaLabel: t('common.datePicker.nextMonth'),
  previousYearAriaLabel: t('common.datePicker.previousYear'),
  nextYearAriaLabel: t('common.datePicker.nextYear'),
  chooseDayAriaLabelPrefix: t('common.datePicker.chooseDay'),
  disabledDayAriaLabelPrefix: t('common.datePicker.unavailableDay'),
  monthAriaLabelPrefix: t('common.datePicker.month'),
  weekAriaLabelPrefix: t('common.datePicker.week'),
  ariaLabelClose: t('common.clear'),
});
