/**
 * Stylesheets are written with logical properties (margin-inline-start, inset-inline-end,
 * text-align: start, ...) so the Arabic right-to-left layout mirrors the English one without a
 * second set of rules. Widths and heights stay physical: they do not depend on the direction.
 * A place that must stay physical (the map, the charts, the video) says why in a
 * `stylelint-disable-next-line csstools/use-logical -- <reason>` comment.
 */
export default {
  plugins: ['stylelint-use-logical'],
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  reportDescriptionlessDisables: true,
  rules: {
    'csstools/use-logical': [
      'always',
      { except: ['width', 'min-width', 'max-width', 'height', 'min-height', 'max-height'] },
    ],
    // Physical sides the plugin does not know: scroll snapping and anchoring margins.
    'property-disallowed-list': [/^scroll-(margin|padding)-(top|right|bottom|left)$/],
    'declaration-property-value-disallowed-list': {
      // Values the plugin does not check: clearing and resizing by physical side.
      clear: ['left', 'right'],
      resize: ['horizontal', 'vertical'],
    },
  },
};
