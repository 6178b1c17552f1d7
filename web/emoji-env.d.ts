interface ImportMetaEnv {
  /** the folder of the Twemoji drawings, set by web/build/emoji-plugin.ts */
  readonly EMOJI_BASE?: string;
}
