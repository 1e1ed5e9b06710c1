/** A 404 drawn in SVG: crisp at any size, themed through CSS variables, nothing extra to download. */
export function NotFoundIllustration() {
  return (
    <svg className="illustration" viewBox="0 0 360 200" role="img" aria-label="Page not found illustration">
      <ellipse cx="180" cy="182" rx="150" ry="10" fill="var(--surface-3)" />
      <text
        x="180"
        y="130"
        textAnchor="middle"
        fontSize="120"
        fontWeight="800"
        fill="var(--primary-soft)"
        stroke="var(--primary)"
        strokeWidth="3"
        fontFamily="var(--font-sans)"
      >
        404
      </text>
      <g transform="translate(250 40)">
        <circle cx="0" cy="0" r="26" fill="var(--surface)" stroke="var(--primary)" strokeWidth="5" />
        <line x1="19" y1="19" x2="44" y2="44" stroke="var(--primary)" strokeWidth="8" strokeLinecap="round" />
        <text x="0" y="9" textAnchor="middle" fontSize="26" fontWeight="800" fill="var(--primary)" fontFamily="var(--font-sans)">
          ?
        </text>
      </g>
    </svg>
  );
}
