import classes from './thumb.module.css';

export interface ThumbProps {
  /** the picture; without it the initial(s) of `name` stand in its place (hidden from screen readers) */
  src?: string;
  name: string;
  /** the picture's alt text: empty by default, where the name is next to it */
  alt?: string;
  /** how many characters stand in for a missing picture: 1 for a person, 2 for a company */
  chars?: number;
  /** the frame: a 56 px round avatar, a 64 px square logo, or a ringed round portrait (sized by `className`) */
  shape?: 'avatar' | 'logo' | 'portrait';
  /** the screen's own size (and frame) */
  className?: string;
  /** added to the initial(s) only: their font-size */
  initialClassName?: string;
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** An expert's or a company's picture, or its initial(s) when it has none. */
export function Thumb({ src, name, alt = '', chars = 1, shape, className, initialClassName }: ThumbProps) {
  const frame = join(shape ? classes[shape] : undefined, className);
  return src ? (
    <img className={join(frame, classes.image)} src={src} alt={alt} loading="lazy" decoding="async" />
  ) : (
    <span className={join(frame, classes.initial, initialClassName)} aria-hidden="true">
      {name.slice(0, chars)}
    </span>
  );
}
