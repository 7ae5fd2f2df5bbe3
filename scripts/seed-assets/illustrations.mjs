// Flat illustrations drawn as SVG, one function per subject. Each returns the inner SVG of a
// 1200 x 800 scene (portraits: 800 x 800) in the bank's palette; generate.mjs renders them to JPEG.

export const PALETTE = {
  navy: '#0b3d91',
  deep: '#072a66',
  teal: '#0f8b8d',
  gold: '#f2b632',
  amber: '#d9962b',
  cream: '#f7f4ec',
  sky: '#dce8f7',
  mist: '#eef3fa',
  ink: '#1d2b44',
  green: '#3f8f4f',
  leaf: '#7bbf6a',
  rose: '#c8553d',
};
const P = PALETTE;

/** Background: a soft diagonal gradient with two faint discs, the same family on every picture. */
export function backdrop(width, height, from = P.mist, to = P.sky, accent = P.gold) {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.86}" cy="${height * 0.18}" r="${height * 0.22}" fill="${accent}" opacity="0.18"/>
  <circle cx="${width * 0.1}" cy="${height * 0.92}" r="${height * 0.3}" fill="${P.navy}" opacity="0.06"/>`;
}

const ground = (y, color = P.deep, opacity = 0.12) =>
  `<rect x="0" y="${y}" width="1200" height="${800 - y}" fill="${color}" opacity="${opacity}"/>`;

export const scenes = {
  building() {
    const columns = [0, 1, 2, 3, 4, 5]
      .map((i) => `<rect x="${372 + i * 88}" y="330" width="40" height="250" rx="4" fill="${P.cream}"/>`)
      .join('');
    return `${ground(640)}
      <rect x="320" y="590" width="560" height="26" fill="${P.cream}"/><rect x="300" y="616" width="600" height="26" fill="#e6e0d2"/>
      <rect x="340" y="300" width="520" height="30" fill="${P.navy}"/>
      <polygon points="320,300 600,170 880,300" fill="${P.navy}"/><polygon points="370,285 600,190 830,285" fill="${P.deep}"/>
      <circle cx="600" cy="245" r="30" fill="${P.gold}"/><text x="600" y="258" font-family="DejaVu Serif" font-weight="bold" font-size="36" text-anchor="middle" fill="${P.navy}">V</text>
      <rect x="350" y="330" width="500" height="260" fill="${P.sky}" opacity="0.5"/>${columns}
      <rect x="565" y="470" width="70" height="120" rx="35" fill="${P.deep}"/>`;
  },
  branch() {
    return `${ground(610)}
      <rect x="180" y="250" width="840" height="360" rx="10" fill="${P.cream}"/>
      <rect x="180" y="220" width="840" height="60" rx="10" fill="${P.navy}"/>
      <rect x="230" y="236" width="300" height="28" rx="6" fill="${P.gold}"/>
      ${[0, 1, 2].map((i) => `<rect x="${230 + i * 180}" y="320" width="140" height="150" rx="6" fill="${P.sky}"/><rect x="${230 + i * 180}" y="390" width="140" height="8" fill="${P.navy}" opacity="0.3"/>`).join('')}
      <rect x="800" y="320" width="160" height="290" rx="6" fill="${P.deep}"/><rect x="870" y="450" width="8" height="40" rx="4" fill="${P.gold}"/>
      <rect x="150" y="600" width="900" height="14" rx="4" fill="${P.navy}" opacity="0.4"/>`;
  },
  coins() {
    const stack = (x, n, color) =>
      Array.from(
        { length: n },
        (_, i) =>
          `<ellipse cx="${x}" cy="${600 - i * 34}" rx="90" ry="26" fill="${color}"/><ellipse cx="${x}" cy="${592 - i * 34}" rx="90" ry="26" fill="${P.gold}"/>`,
      ).join('');
    return `${ground(640)}${stack(360, 4, P.amber)}${stack(560, 7, P.amber)}${stack(760, 10, P.amber)}
      <polyline points="300,300 480,250 640,200 860,110" fill="none" stroke="${P.teal}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
      <polygon points="860,110 820,105 850,145" fill="${P.teal}"/>`;
  },
  piggy() {
    return `${ground(650)}
      <ellipse cx="600" cy="470" rx="250" ry="180" fill="#f1a7b5"/><circle cx="830" cy="440" r="70" fill="#f1a7b5"/>
      <ellipse cx="880" cy="450" rx="36" ry="28" fill="#e48aa0"/><circle cx="870" cy="445" r="6" fill="${P.ink}"/><circle cx="892" cy="445" r="6" fill="${P.ink}"/>
      <circle cx="800" cy="400" r="10" fill="${P.ink}"/><polygon points="740,320 790,290 790,360" fill="#e48aa0"/>
      ${[420, 520, 680, 760].map((x) => `<rect x="${x - 30}" y="600" width="60" height="70" rx="14" fill="#e48aa0"/>`).join('')}
      <rect x="540" y="300" width="120" height="16" rx="8" fill="${P.deep}"/>
      <circle cx="600" cy="200" r="58" fill="${P.gold}"/><circle cx="600" cy="200" r="42" fill="none" stroke="${P.amber}" stroke-width="8"/>`;
  },
  house() {
    return `${ground(620, P.green, 0.25)}
      <rect x="380" y="380" width="440" height="260" fill="${P.cream}"/>
      <polygon points="340,400 600,200 860,400" fill="${P.rose}"/>
      <rect x="740" y="230" width="50" height="110" fill="${P.deep}"/>
      <rect x="560" y="500" width="90" height="140" rx="6" fill="${P.navy}"/><circle cx="632" cy="575" r="6" fill="${P.gold}"/>
      <rect x="420" y="440" width="100" height="90" rx="6" fill="${P.sky}" stroke="${P.navy}" stroke-width="6"/>
      <rect x="690" y="440" width="100" height="90" rx="6" fill="${P.sky}" stroke="${P.navy}" stroke-width="6"/>
      <circle cx="230" cy="520" r="80" fill="${P.leaf}"/><rect x="220" y="560" width="20" height="80" fill="${P.amber}"/>
      <circle cx="990" cy="540" r="60" fill="${P.leaf}"/><rect x="982" y="570" width="16" height="70" fill="${P.amber}"/>`;
  },
  gold() {
    return `${ground(640)}
      ${[
        [420, 560],
        [560, 560],
        [700, 560],
        [490, 490],
        [630, 490],
        [560, 420],
      ]
        .map(
          ([x, y]) =>
            `<polygon points="${x},${y} ${x + 120},${y} ${x + 100},${y - 60} ${x + 20},${y - 60}" fill="${P.gold}" stroke="${P.amber}" stroke-width="6"/>`,
        )
        .join('')}
      <circle cx="900" cy="300" r="80" fill="none" stroke="${P.gold}" stroke-width="26"/><circle cx="900" cy="215" r="22" fill="${P.teal}"/>
      <path d="M180 260 Q300 420 420 260" fill="none" stroke="${P.gold}" stroke-width="12"/>
      ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${200 + i * 50}" cy="${290 + (i === 2 ? 60 : i % 2 ? 40 : 10)}" r="14" fill="${P.amber}"/>`).join('')}`;
  },
  car() {
    return `${ground(600)}
      <rect x="0" y="600" width="1200" height="40" fill="${P.ink}" opacity="0.35"/>
      <path d="M300 520 L360 400 Q380 370 420 370 L760 370 Q800 370 830 400 L900 470 L960 490 Q990 500 990 530 L990 560 L260 560 L260 540 Q260 520 300 520 Z" fill="${P.teal}"/>
      <path d="M400 400 L450 400 L450 470 L360 470 Z M480 400 L640 400 L640 470 L480 470 Z M670 400 L770 400 L840 470 L670 470 Z" fill="${P.sky}"/>
      <circle cx="420" cy="570" r="56" fill="${P.ink}"/><circle cx="420" cy="570" r="24" fill="${P.cream}"/>
      <circle cx="840" cy="570" r="56" fill="${P.ink}"/><circle cx="840" cy="570" r="24" fill="${P.cream}"/>
      <rect x="940" y="500" width="40" height="18" rx="6" fill="${P.gold}"/>`;
  },
  tractor() {
    return `<rect x="0" y="560" width="1200" height="240" fill="${P.leaf}" opacity="0.55"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M0 ${600 + i * 36} Q600 ${570 + i * 36} 1200 ${600 + i * 36}" stroke="${P.green}" stroke-width="8" fill="none" opacity="0.5"/>`).join('')}
      <rect x="420" y="360" width="300" height="150" rx="12" fill="${P.rose}"/><rect x="600" y="270" width="160" height="160" rx="10" fill="${P.rose}"/>
      <rect x="625" y="295" width="110" height="90" rx="6" fill="${P.sky}"/><rect x="450" y="300" width="22" height="70" fill="${P.ink}"/>
      <circle cx="690" cy="520" r="95" fill="${P.ink}"/><circle cx="690" cy="520" r="40" fill="${P.gold}"/>
      <circle cx="460" cy="545" r="60" fill="${P.ink}"/><circle cx="460" cy="545" r="24" fill="${P.gold}"/>
      <circle cx="1010" cy="180" r="70" fill="${P.gold}"/>`;
  },
  briefcase() {
    return `${ground(640)}
      <rect x="380" y="300" width="440" height="300" rx="28" fill="${P.amber}"/><rect x="520" y="240" width="160" height="80" rx="20" fill="none" stroke="${P.deep}" stroke-width="22"/>
      <rect x="380" y="400" width="440" height="20" fill="${P.deep}" opacity="0.35"/><rect x="570" y="385" width="60" height="50" rx="8" fill="${P.gold}"/>
      <rect x="860" y="420" width="60" height="180" rx="6" fill="${P.teal}"/><rect x="940" y="340" width="60" height="260" rx="6" fill="${P.teal}"/><rect x="1020" y="250" width="60" height="350" rx="6" fill="${P.navy}"/>`;
  },
  calendar() {
    const cells = [];
    for (let r = 0; r < 4; r += 1)
      for (let c = 0; c < 6; c += 1)
        cells.push(
          `<rect x="${380 + c * 75}" y="${330 + r * 62}" width="55" height="44" rx="6" fill="${(r * 6 + c) % 5 === 0 ? P.gold : P.sky}"/>`,
        );
    return `${ground(650)}
      <rect x="350" y="220" width="500" height="400" rx="24" fill="${P.cream}"/><rect x="350" y="220" width="500" height="86" rx="24" fill="${P.navy}"/>
      <rect x="430" y="190" width="20" height="60" rx="10" fill="${P.deep}"/><rect x="750" y="190" width="20" height="60" rx="10" fill="${P.deep}"/>${cells.join('')}
      <circle cx="900" cy="560" r="80" fill="${P.teal}"/><path d="M860 560 L890 590 L945 530" stroke="${P.cream}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  },
  shield() {
    return `${ground(650)}
      <path d="M600 170 L800 240 L800 420 Q800 560 600 640 Q400 560 400 420 L400 240 Z" fill="${P.navy}"/>
      <path d="M600 210 L760 265 L760 420 Q760 530 600 595 Q440 530 440 420 L440 265 Z" fill="${P.teal}"/>
      <path d="M520 410 L580 470 L690 350" stroke="${P.cream}" stroke-width="30" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  },
  cheque() {
    return `${ground(650)}
      <g transform="rotate(-6 600 420)">
        <rect x="240" y="270" width="720" height="300" rx="16" fill="${P.cream}" stroke="${P.navy}" stroke-width="6"/>
        <rect x="240" y="270" width="720" height="56" rx="16" fill="${P.navy}"/>
        <rect x="280" y="370" width="420" height="10" rx="5" fill="${P.navy}" opacity="0.35"/><rect x="280" y="420" width="520" height="10" rx="5" fill="${P.navy}" opacity="0.35"/>
        <rect x="740" y="360" width="180" height="52" rx="8" fill="none" stroke="${P.navy}" stroke-width="5"/>
        <path d="M640 510 q30 -40 60 0 t60 0 t60 0" stroke="${P.teal}" stroke-width="6" fill="none"/>
        <rect x="280" y="520" width="260" height="16" rx="4" fill="${P.ink}" opacity="0.5"/>
      </g>
      <rect x="860" y="160" width="26" height="300" rx="10" fill="${P.gold}" transform="rotate(35 873 310)"/>`;
  },
  atm() {
    return `${ground(660)}
      <rect x="400" y="160" width="400" height="500" rx="26" fill="${P.navy}"/>
      <rect x="450" y="210" width="300" height="170" rx="12" fill="${P.sky}"/><rect x="480" y="250" width="160" height="16" rx="8" fill="${P.navy}" opacity="0.5"/><rect x="480" y="290" width="220" height="16" rx="8" fill="${P.navy}" opacity="0.3"/>
      ${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${470 + c * 70}" y="${410 + r * 52}" width="52" height="36" rx="6" fill="${P.cream}"/>`).join('')).join('')}
      <rect x="690" y="420" width="70" height="140" rx="8" fill="${P.deep}"/><rect x="460" y="590" width="280" height="20" rx="10" fill="${P.ink}"/>
      <rect x="820" y="440" width="220" height="140" rx="14" fill="${P.gold}" transform="rotate(-12 930 510)"/><rect x="840" y="470" width="60" height="40" rx="6" fill="${P.amber}" transform="rotate(-12 930 510)"/>`;
  },
  transfer() {
    const bank = (x) =>
      `<polygon points="${x - 130},330 ${x},260 ${x + 130},330" fill="${P.navy}"/><rect x="${x - 110}" y="330" width="220" height="200" fill="${P.cream}"/>${[0, 1, 2].map((i) => `<rect x="${x - 85 + i * 70}" y="350" width="30" height="160" fill="${P.sky}"/>`).join('')}<rect x="${x - 130}" y="530" width="260" height="24" fill="${P.navy}"/>`;
    return `${ground(600)}${bank(260)}${bank(940)}
      <path d="M430 360 L720 360" stroke="${P.teal}" stroke-width="22" stroke-linecap="round"/><polygon points="760,360 700,320 700,400" fill="${P.teal}"/>
      <path d="M770 480 L480 480" stroke="${P.gold}" stroke-width="22" stroke-linecap="round"/><polygon points="440,480 500,440 500,520" fill="${P.gold}"/>`;
  },
  locker() {
    const doors = [];
    for (let r = 0; r < 3; r += 1)
      for (let c = 0; c < 4; c += 1)
        doors.push(
          `<rect x="${330 + c * 140}" y="${200 + r * 140}" width="120" height="120" rx="10" fill="${(r + c) % 3 ? P.sky : P.cream}" stroke="${P.navy}" stroke-width="6"/><circle cx="${390 + c * 140}" cy="${260 + r * 140}" r="16" fill="${P.gold}" stroke="${P.amber}" stroke-width="5"/>`,
        );
    return `${ground(660)}<rect x="300" y="170" width="600" height="460" rx="18" fill="${P.navy}"/>${doors.join('')}
      <rect x="920" y="420" width="120" height="70" rx="12" fill="${P.gold}"/><rect x="900" y="440" width="40" height="30" rx="6" fill="${P.amber}"/>`;
  },
  mobile() {
    return `${ground(660)}
      <rect x="460" y="130" width="280" height="540" rx="40" fill="${P.ink}"/><rect x="480" y="180" width="240" height="430" rx="14" fill="${P.cream}"/>
      <rect x="500" y="210" width="200" height="70" rx="10" fill="${P.navy}"/><rect x="520" y="235" width="110" height="16" rx="8" fill="${P.gold}"/>
      ${[0, 1, 2, 3].map((i) => `<rect x="${510 + i * 48}" y="${520 - i * 50}" width="34" height="${60 + i * 50}" rx="6" fill="${i === 3 ? P.teal : P.sky}"/>`).join('')}
      <circle cx="860" cy="300" r="60" fill="${P.teal}" opacity="0.85"/><path d="M835 300 L855 320 L890 280" stroke="${P.cream}" stroke-width="12" fill="none" stroke-linecap="round"/>
      <rect x="300" y="400" width="130" height="90" rx="18" fill="${P.gold}"/><polygon points="340,490 320,530 380,490" fill="${P.gold}"/>`;
  },
  trophy() {
    return `${ground(660)}
      <path d="M470 200 L730 200 L720 360 Q700 460 600 470 Q500 460 480 360 Z" fill="${P.gold}"/>
      <path d="M470 230 Q380 230 390 300 Q400 370 480 370" fill="none" stroke="${P.gold}" stroke-width="24"/><path d="M730 230 Q820 230 810 300 Q800 370 720 370" fill="none" stroke="${P.gold}" stroke-width="24"/>
      <rect x="575" y="470" width="50" height="70" fill="${P.amber}"/><rect x="500" y="540" width="200" height="40" rx="8" fill="${P.navy}"/><rect x="470" y="580" width="260" height="50" rx="8" fill="${P.deep}"/>
      <polygon points="600,260 618,300 662,302 628,330 640,372 600,348 560,372 572,330 538,302 582,300" fill="${P.cream}"/>`;
  },
  medal() {
    return `${ground(660)}
      <polygon points="470,120 560,120 640,380 550,380" fill="${P.navy}"/><polygon points="730,120 640,120 560,380 650,380" fill="${P.teal}"/>
      <circle cx="600" cy="480" r="150" fill="${P.gold}"/><circle cx="600" cy="480" r="110" fill="none" stroke="${P.amber}" stroke-width="14"/>
      <polygon points="600,400 622,450 676,454 634,488 648,540 600,512 552,540 566,488 524,454 578,450" fill="${P.cream}"/>`;
  },
  certificate() {
    return `${ground(660)}
      <rect x="280" y="180" width="640" height="440" rx="12" fill="${P.cream}" stroke="${P.gold}" stroke-width="14"/>
      <rect x="320" y="220" width="560" height="360" rx="6" fill="none" stroke="${P.navy}" stroke-width="3"/>
      <rect x="420" y="270" width="360" height="22" rx="11" fill="${P.navy}"/><rect x="380" y="330" width="440" height="12" rx="6" fill="${P.navy}" opacity="0.35"/>
      <rect x="420" y="365" width="360" height="12" rx="6" fill="${P.navy}" opacity="0.35"/><rect x="380" y="400" width="440" height="12" rx="6" fill="${P.navy}" opacity="0.35"/>
      <circle cx="760" cy="510" r="56" fill="${P.rose}"/><polygon points="730,550 745,620 760,590 775,620 790,550" fill="${P.rose}"/><rect x="380" y="520" width="200" height="8" rx="4" fill="${P.ink}" opacity="0.5"/>`;
  },
  ribbon() {
    return `${ground(640)}
      <rect x="220" y="250" width="30" height="400" fill="${P.navy}"/><rect x="950" y="250" width="30" height="400" fill="${P.navy}"/>
      <path d="M250 330 Q420 380 560 340 L640 340 Q780 380 950 330 L950 370 Q780 420 640 380 L560 380 Q420 420 250 370 Z" fill="${P.rose}"/>
      <circle cx="560" cy="360" r="36" fill="none" stroke="${P.ink}" stroke-width="12"/><circle cx="640" cy="360" r="36" fill="none" stroke="${P.ink}" stroke-width="12"/>
      <path d="M585 340 L700 230 M615 340 L500 230" stroke="${P.ink}" stroke-width="14" stroke-linecap="round"/>
      ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${300 + i * 100}" cy="${170 + (i % 2) * 40}" r="10" fill="${[P.gold, P.teal, P.rose][i % 3]}"/>`).join('')}`;
  },
  people() {
    const person = (x, color, scale = 1) =>
      `<g transform="translate(${x} ${620 - 300 * scale}) scale(${scale})"><circle cx="0" cy="60" r="55" fill="#e0b48a"/><path d="M-95 300 Q-95 150 0 140 Q95 150 95 300 Z" fill="${color}"/></g>`;
    return `${ground(620)}<rect x="200" y="180" width="800" height="150" rx="12" fill="${P.navy}"/><rect x="240" y="215" width="420" height="24" rx="12" fill="${P.gold}"/><rect x="240" y="262" width="300" height="16" rx="8" fill="${P.sky}"/>
      ${person(330, P.teal, 0.85)}${person(500, P.rose, 0.95)}${person(700, P.navy, 0.9)}${person(880, P.amber, 0.85)}
      <rect x="150" y="610" width="900" height="30" rx="8" fill="${P.deep}"/>`;
  },
  training() {
    return `${ground(630)}
      <rect x="200" y="150" width="560" height="340" rx="12" fill="${P.cream}" stroke="${P.navy}" stroke-width="10"/>
      <polyline points="250,420 360,360 450,390 560,280 700,230" fill="none" stroke="${P.teal}" stroke-width="12" stroke-linecap="round"/>
      <rect x="250" y="200" width="220" height="20" rx="10" fill="${P.navy}"/>
      <g transform="translate(900 330)"><circle cx="0" cy="0" r="60" fill="#e0b48a"/><path d="M-100 300 Q-100 90 0 80 Q100 90 100 300 Z" fill="${P.navy}"/></g>
      <rect x="760" y="300" width="100" height="12" rx="6" fill="${P.ink}" transform="rotate(-25 760 300)"/>`;
  },
  trees() {
    const tree = (x, s) =>
      `<g transform="translate(${x} 620) scale(${s})"><rect x="-14" y="-120" width="28" height="120" fill="${P.amber}"/><circle cx="0" cy="-190" r="90" fill="${P.green}"/><circle cx="-50" cy="-150" r="60" fill="${P.leaf}"/><circle cx="55" cy="-150" r="60" fill="${P.leaf}"/></g>`;
    return `<rect x="0" y="600" width="1200" height="200" fill="${P.leaf}" opacity="0.5"/>${tree(250, 1)}${tree(480, 0.7)}${tree(700, 1.2)}${tree(950, 0.85)}
      <circle cx="1040" cy="160" r="70" fill="${P.gold}"/><path d="M560 700 q20 -50 40 0" stroke="${P.green}" stroke-width="10" fill="none"/>`;
  },
  literacy() {
    return `${ground(640)}
      <path d="M300 300 Q450 250 600 300 L600 600 Q450 550 300 600 Z" fill="${P.cream}" stroke="${P.navy}" stroke-width="8"/>
      <path d="M900 300 Q750 250 600 300 L600 600 Q750 550 900 600 Z" fill="${P.cream}" stroke="${P.navy}" stroke-width="8"/>
      ${[0, 1, 2, 3].map((i) => `<rect x="340" y="${340 + i * 50}" width="220" height="12" rx="6" fill="${P.navy}" opacity="0.3"/><rect x="640" y="${340 + i * 50}" width="220" height="12" rx="6" fill="${P.navy}" opacity="0.3"/>`).join('')}
      <circle cx="600" cy="190" r="70" fill="${P.gold}"/><rect x="585" y="120" width="30" height="30" rx="6" fill="${P.amber}"/><text x="600" y="214" font-family="DejaVu Sans" font-weight="bold" font-size="70" text-anchor="middle" fill="${P.navy}">₹</text>`;
  },
  meeting() {
    return `${ground(640)}<rect x="260" y="430" width="680" height="40" rx="12" fill="${P.amber}"/><rect x="300" y="470" width="24" height="150" fill="${P.amber}"/><rect x="876" y="470" width="24" height="150" fill="${P.amber}"/>
      <g transform="translate(400 220)"><circle cx="0" cy="0" r="55" fill="#c99470"/><path d="M-90 210 Q-90 80 0 70 Q90 80 90 210 Z" fill="${P.teal}"/></g>
      <g transform="translate(800 220)"><circle cx="0" cy="0" r="55" fill="#e0b48a"/><path d="M-90 210 Q-90 80 0 70 Q90 80 90 210 Z" fill="${P.navy}"/></g>
      <rect x="540" y="390" width="120" height="40" rx="6" fill="${P.cream}"/><rect x="560" y="330" width="80" height="60" rx="6" fill="${P.sky}" stroke="${P.ink}" stroke-width="6"/>`;
  },
  growth() {
    return `${ground(660)}
      ${[0, 1, 2, 3, 4].map((i) => `<rect x="${300 + i * 130}" y="${560 - (i + 1) * 70}" width="90" height="${(i + 1) * 70}" rx="8" fill="${i === 4 ? P.gold : P.teal}"/>`).join('')}
      <polyline points="300,420 430,370 560,330 690,260 840,170" fill="none" stroke="${P.navy}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
      <polygon points="860,150 812,160 846,196" fill="${P.navy}"/><rect x="260" y="560" width="700" height="12" rx="6" fill="${P.deep}"/>`;
  },
};

/** Head-and-shoulders silhouette for the management cards. */
export function portrait(background, clothes, skin, hair, long = false) {
  return `
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="640" cy="150" r="120" fill="#ffffff" opacity="0.12"/>
  ${long ? `<path d="M270 330 Q260 160 400 150 Q540 160 530 330 L540 520 L260 520 Z" fill="${hair}"/>` : ''}
  <path d="M150 800 Q150 560 400 540 Q650 560 650 800 Z" fill="${clothes}"/>
  <path d="M350 540 L400 640 L450 540 Z" fill="#f4f1ea"/>
  <rect x="360" y="440" width="80" height="110" rx="30" fill="${skin}"/>
  <ellipse cx="400" cy="330" rx="120" ry="140" fill="${skin}"/>
  <path d="M280 320 Q280 180 400 180 Q520 180 520 320 Q500 240 400 240 Q300 240 280 320 Z" fill="${hair}"/>`;
}
