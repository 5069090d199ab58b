import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Five stars, `value` of them filled; the number is said in words for screen readers. */
export function Rating({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="tb-rating d-inline-flex gap-1" role="img" aria-label={t('ecommerce.ratingLabel', { value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={size} aria-hidden="true" className={n <= value ? 'tb-star-on' : 'tb-star-off'} />
      ))}
    </span>
  );
}
