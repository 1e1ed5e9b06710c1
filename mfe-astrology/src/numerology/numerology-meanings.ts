/*
 * What each number means in each of its five roles. A number reads differently as the road of a life (Life
 * Path), as the talents a name gives (Expression), as the heart's wish (Soul Urge), as the first impression
 * (Personality) and as the gift of the day of birth (Birthday). Every text keeps the specification's keywords
 * for its number word for word; a number without a text has the meaning 'Unknown' (see meaningOf).
 */

/** The five roles a number plays in a reading (numerology.ts computes one number for each). */
export type NumberKey = 'lifePathNumber' | 'expressionNumber' | 'soulUrgeNumber' | 'personalityNumber' | 'birthdayNumber';

/** The specification's keywords per number (SPEC section 9), which every text of that number contains. */
export const NUMBER_KEYWORDS: Record<number, string> = {
  1: 'leadership and independence',
  2: 'cooperation and diplomacy',
  3: 'creativity',
  4: 'stability',
  5: 'freedom',
  6: 'responsibility',
  7: 'spirituality',
  8: 'power and success',
  9: 'compassion',
  11: 'spiritual insight',
  22: 'master builder',
  33: 'master teacher',
};

export const ROLE_MEANINGS: Record<NumberKey, Record<number, string>> = {
  lifePathNumber: {
    1: 'Your life path is one of leadership and independence: again and again, life asks you to stand on your own feet and go first. The road teaches you to trust your own judgement, and to bring others along rather than leave them behind.',
    2: 'Your life path runs through cooperation and diplomacy: the great lessons of your life come in partnerships, teams and quiet negotiations. You are here to learn that bringing people together is a strength, and that your own needs count too.',
    3: 'Your life path is a journey of creativity and self-expression. Over the years you are asked to find your voice, in words, art or joy, and to finish what your imagination starts.',
    4: 'Your life path is built on stability: slow, patient work that lays foundations for the years ahead. Life rewards your persistence, and teaches you to bend when plans must change.',
    5: 'Your life path is the road of freedom and change, full of moves, new people and unexpected turns. Its lesson is that real freedom comes from choosing your commitments, not from avoiding them.',
    6: 'Your life path centres on responsibility for home, family and community. Life keeps placing people in your care, and teaches you to look after yourself as faithfully as you look after them.',
    7: 'Your life path is a search for meaning through study, solitude and spirituality. Experience leads you inward, from questions to understanding, and asks you to share what you find.',
    8: 'Your life path runs toward power and success in the world of work, money and influence. Its tests are about authority: how you earn it, how you use it and what you build with it.',
    9: 'Your life path is one of compassion and service to something larger than yourself. Life gathers experiences from every side so that, in the end, you can give them back with wisdom and let go of what is finished.',
    11: 'Your life path is a master path of spiritual insight, with intuition as its guide. It asks you to trust inner knowing, to inspire others by example and to keep your feet on the ground while you do.',
    22: 'Your life path is that of the master builder: turning a large vision into something real that outlasts you. It asks for patience and practical steps, because the plan is big and the work is long.',
    33: 'Your life path is that of the master teacher, whose lessons are lived before they are taught. It leads through service and care for others, and asks you to guide with love rather than sacrifice.',
  },
  expressionNumber: {
    1: 'Your name expresses leadership and independence: your natural talent is to take the initiative, decide and set things in motion. You work best with room to act on your own ideas.',
    2: 'Your name expresses a gift for cooperation and diplomacy. You are skilled at listening, mediating and working in pairs or teams, and you notice the detail others miss.',
    3: 'Your name expresses creativity: you have a talent for words, performance, design or any work that lets you communicate. You inspire people most when you let your imagination speak.',
    4: 'Your name expresses stability and method. Your abilities lie in organising, planning and building systems that work, and people trust you to do a job properly.',
    5: 'Your name expresses freedom and versatility: you adapt quickly, learn fast and sell ideas well. Your talents shine in varied work, travel and anything that keeps you moving.',
    6: 'Your name expresses responsibility and care. Your gifts are teaching, healing, advising and making places and people feel looked after, and you bring a strong sense of fairness to all you do.',
    7: 'Your name expresses an analytical mind touched by spirituality. You have a talent for research, deep study and getting to the heart of a question, and you do your best work with time to think.',
    8: 'Your name expresses power and success in practical affairs. You have a talent for management, finance and large undertakings, and you know how to turn effort into results.',
    9: 'Your name expresses compassion and broad understanding. Your abilities suit humanitarian, artistic or public work, where your generosity and vision can reach many people.',
    11: 'Your name expresses spiritual insight: a talent for inspiration, intuition and ideas that seem to arrive from nowhere. You can lift and enlighten others, in art, counsel or teaching.',
    22: 'Your name expresses the gifts of the master builder: vision joined with a practical command of detail. You can organise people and resources to build projects on a grand scale.',
    33: 'Your name expresses the gifts of the master teacher: warmth, creativity and the ability to heal through guidance. Your talents come alive when you use them in service of others.',
  },
  soulUrgeNumber: {
    1: 'In your heart you long for leadership and independence: to be your own person, free to choose your way. You feel most alive when you are starting something of your own.',
    2: 'Deep down you long for cooperation and diplomacy, for a peaceful world and a close partner to share it with. Harmony and affection matter more to you than recognition.',
    3: 'Your heart longs for creativity and joyful self-expression. You want to share beauty, laughter and ideas, and you feel happiest when your inner world can be seen.',
    4: 'Your heart longs for stability and security: a settled home, order and a plan you can count on. Inner peace comes to you when life rests on solid ground.',
    5: 'Your heart longs for freedom: new places, new people and experiences that no routine can give. Feeling boxed in is what you dread most.',
    6: 'Your heart longs to take responsibility for the people you love, to create a warm home and a caring circle. You feel fulfilled when others are well because of you.',
    7: 'Your heart longs for spirituality, understanding and quiet. Inwardly you seek truth and wisdom, and you need solitude to hear yourself think.',
    8: 'Your heart longs for power and success: to achieve, to be recognised and to be in control of your own fortune. Material security and accomplishment give you inner confidence.',
    9: 'Your heart longs to act from compassion and to make the world a kinder place. You are moved by ideals and feel complete when you give without counting.',
    11: 'Your heart longs for spiritual insight and a higher purpose. Inwardly you are idealistic and deeply sensitive, and you seek a calling that inspires others.',
    22: 'Your heart longs to be a master builder, to create something lasting and useful on a large scale. You dream big, and you want those dreams to stand in the real world.',
    33: 'Your heart longs to be a master teacher, to uplift others through love and guidance. Your deepest wish is to heal and to serve.',
  },
  personalityNumber: {
    1: 'Others see leadership and independence in you at first meeting: you come across as confident, direct and self-reliant. People assume you know where you are going.',
    2: 'You appear gentle and approachable, and people sense your cooperation and diplomacy straight away. They feel at ease with you and often confide in you.',
    3: 'You come across as lively, witty and sociable, and others read creativity in your style. People enjoy your company and remember your charm.',
    4: 'Others see stability in you: you come across as dependable, practical and serious about your work. People trust your word from the start.',
    5: 'You come across as adventurous, energetic and fun, a picture of freedom. People are drawn to your charm and your readiness for anything new.',
    6: 'You come across as warm, reliable and caring, someone who takes responsibility naturally. People feel safe with you and often turn to you for help.',
    7: 'You appear reserved, thoughtful and a little mysterious, with an air of spirituality and depth. People sense an inner world and respect your privacy.',
    8: 'You project power and success: you come across as capable, assured and in charge. People see you as someone who gets results.',
    9: 'You come across as kind, open-minded and generous, and people feel your compassion at once. Your presence has a broad, tolerant warmth.',
    11: 'You come across as inspiring and unusual, and people sense spiritual insight behind your words. Your presence can uplift a room, even when you say little.',
    22: 'You come across as capable and visionary, with the quiet authority of a master builder. People see someone who can make big plans real.',
    33: 'You come across as a wise, caring guide, with the patience of a master teacher. People seek your advice and feel understood by you.',
  },
  birthdayNumber: {
    1: 'Born on a day of the One, you carry a special gift for leadership and independence: the courage to begin, and to act on your own ideas.',
    2: 'Born on a day of the Two, you carry a gift for cooperation and diplomacy: tact, patience and the ability to help others work together.',
    3: 'Born on a day of the Three, you carry a gift for creativity: a way with words, colour and humour that brightens any task.',
    4: 'Born on a day of the Four, you carry a gift for stability: a steady hand, a practical mind and the patience to see a job through.',
    5: 'Born on a day of the Five, you carry a gift for freedom and adaptability: you learn quickly and thrive on variety.',
    6: 'Born on a day of the Six, you carry a gift for responsibility: a caring nature and a talent for making any place feel like home.',
    7: 'Born on a day of the Seven, you carry a gift for spirituality and analysis: a sharp mind that looks beneath the surface.',
    8: 'Born on a day of the Eight, you carry a gift for power and success in practical matters: good judgement in business and money.',
    9: 'Born on a day of the Nine, you carry a gift for compassion: a generous, broad-minded nature that reaches out to people.',
    11: 'Born on a master day, you carry a gift of spiritual insight: strong intuition and the ability to inspire the people around you.',
    22: 'Born on a master day, you carry the gift of the master builder: the rare ability to plan on a large scale and carry the plan out.',
    33: 'Born on a master day, you carry the gift of the master teacher: patience and warmth that help others grow.',
  },
};

/** The text of a number in one role, or exactly 'Unknown' when there is none (0, 10, 44, ...). */
export function roleMeaningOf(role: NumberKey, n: number): string {
  const texts = ROLE_MEANINGS[role];
  return Object.prototype.hasOwnProperty.call(texts, n) ? texts[n] : 'Unknown';
}
