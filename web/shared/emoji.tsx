import { useState } from 'react';
import { emojiName } from '../../engine/display/emoji.js';
import classes from './emoji.module.css';

// set by the emoji plugin (web/build/emoji-plugin.ts); the same folder when something renders without it
const base = import.meta.env.EMOJI_BASE ?? '/assets/twemoji/';

/**
 * A decorative emoji of the definitions, drawn from the Twemoji SVGs so it looks the same on every system and
 * is never an empty box; `size` in px at the default font size, scaling with it like the text it replaces.
 * Shows the glyph as text only if its drawing fails to load (the lint keeps the definitions to drawable ones).
 */
export function Emoji({ glyph, size }: { glyph: string; size: number }) {
  const [failed, setFailed] = useState(false);
  const box = { width: `${size / 16}rem`, height: `${size / 16}rem` };
  if (failed) {
    return (
      <span aria-hidden="true" className={classes.text} style={{ ...box, fontSize: box.height }}>
        {glyph}
      </span>
    );
  }
  return (
    <img
      src={`${base}${emojiName(glyph)}.svg`}
      alt=""
      aria-hidden="true"
      width={size}
      height={size}
      style={box}
      className={classes.emoji}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}
