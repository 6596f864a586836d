import type { RelationshipTexts } from '../relationships-types.js';

/** English texts of the emotional relationships test (British spelling, as the site). The statements are Mindprint's own. */
export const enRelationshipTexts: RelationshipTexts = {
  items: {
    'rl-01': 'I like to talk through my day with someone close to me.',
    'rl-02': 'I need regular time on my own, even with people I love.',
    'rl-03': 'I trust that the people close to me will be there when I need them.',
    'rl-04': 'I want to tell someone close to me straight away when something good happens.',
    'rl-05': 'I prefer to make important decisions together with someone close to me.',
    'rl-06': 'I stay calm when someone close to me takes a few days to answer a message.',
    'rl-07': 'I am content with a short message now and then, even from people I love.',
    'rl-08': 'I like to solve my problems on my own before I ask anyone for help.',
    'rl-09': 'I quickly start to worry when someone I love is quiet for a day.',
    'rl-10': 'I feel warm inside when a friend or partner asks how I am really doing.',
    'rl-11': 'I keep some parts of my life private, even from the people closest to me.',
    'rl-12': 'I feel sure that things will be fine again after an argument with someone close to me.',
    'rl-13': 'I enjoy signs of affection such as a hug or holding hands.',
    'rl-14': 'I feel a little crowded when someone wants to spend all their free time with me.',
    'rl-15': 'I get anxious when someone close to me goes away for a while, for example on a long trip.',
    'rl-16': 'I find long talks about feelings tiring.',
    'rl-17': 'I enjoy it when the people close to me take part in my everyday plans.',
    'rl-18': 'I feel sure of the love of the people close to me, even during busy weeks.',
    'rl-19': 'I look for comfort from someone close to me after a hard day.',
    'rl-20': 'I value having hobbies and friends of my own, separate from my partner or family.',
    'rl-21': 'I find it easy to bring up a disagreement with someone close to me.',
    'rl-22': 'I like to hear from the people I love that they care about me.',
    'rl-23': 'I feel most like myself when I have space to do things my own way.',
    'rl-24': 'I replay small remarks from people close to me and wonder what they really meant.',
    'rl-25': 'I enjoy sharing my hopes and worries with the people closest to me.',
    'rl-26': 'I would rather get through a difficult time alone than lean on others.',
    'rl-27': 'I feel relaxed when the people close to me spend time with other friends.',
    'rl-28': 'I find frequent words of affection a little too much.',
    'rl-29': 'I feel at ease asking people close to me for help with everyday things.',
    'rl-30': 'I trust that the people close to me accept me as I am.',
    'rl-31': 'I value shared habits with people close to me, such as a weekly call or a meal together.',
    'rl-32': 'I like to keep a little distance at the start of a new friendship or relationship.',
  },
  scaleLabels: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'],
  levelNames: { 1: 'Very low', 2: 'Low', 3: 'Average', 4: 'High', 5: 'Very high' },
  tabs: {
    overview: 'Overview',
    your_style: 'Your relationship style',
    three_axes: 'The three axes',
    growing_together: 'Growing in relationships',
  },
  listHeadings: {
    strengths: 'Strengths',
    watchOuts: 'Things to watch',
    recommendations: 'Recommendations',
  },
  resultLabel: 'Your relationship style',
  resultTitle: 'Your relationship style: {{style}}',
  overviewIntro: [
    'This profile describes how you tend to feel and act in close relationships: with a partner, close friends or family. It looks at three axes. Intimacy needs describe how much you wish for closeness, sharing and reassurance. Independence needs describe how much you wish for your own space and like to rely on yourself. Security strength describes how much you trust that the people close to you will be there, and how calm you feel about conflict and time apart.',
    'Each axis is shown as a level from 1 (very low) to 5 (very high), calculated from your own answers. Your relationship style comes from the three axes together. Security strength shows whether you feel mostly settled or mostly watchful in closeness, and the balance between your intimacy and independence needs shows whether you lean towards closeness or towards space.',
    'No style is good or bad, and every style has its own strengths. Your answers describe tendencies as you see them today; they can differ from one relationship to another and often change with time and experience. This profile describes and suggests; it does not diagnose anything.',
  ],
  sourceNote:
    'The statements in this test are Mindprint\'s own, written for self-reflection. This is not a clinical or diagnostic instrument, it is not therapy, and it is not meant for hiring or selection. Levels are fixed fifths of the answer range, not comparisons with population norms. If your relationships cause you lasting distress, consider talking with a qualified professional such as a counsellor or psychotherapist.',
  scales: {
    intimacy: {
      name: 'Intimacy needs',
      description: 'Intimacy needs describe how much you wish for closeness with the people you love: sharing thoughts and feelings, spending time together and hearing that you matter to them.',
      lowPole: 'Content with lighter contact, keeps feelings private',
      highPole: 'Seeks closeness, sharing and reassurance',
      levels: {
        1: {
          headline: 'You are content with light, occasional closeness.',
          interpretation: 'You feel comfortable with little contact and rarely look for words of affection or long personal talks. You may show care through actions more than through words. People close to you may sometimes wish for more sharing than you naturally offer.',
        },
        2: {
          headline: 'You enjoy closeness in moderate, calm doses.',
          interpretation: 'You value the people close to you, but you are happy with fairly little contact and keep many feelings to yourself. You share when it feels useful rather than as a habit. Closeness matters to you, and you like it to stay relaxed.',
        },
        3: {
          headline: 'You like closeness and also enjoy lighter contact.',
          interpretation: 'You enjoy sharing and spending time with people close to you, and you are also comfortable during quieter periods. Your wish for closeness rises and falls with what is happening in your life. You can meet people who want more contact and people who want less.',
        },
        4: {
          headline: 'Closeness and sharing matter a lot to you.',
          interpretation: 'You like to talk about your day, your feelings and your plans with the people you love. Warm words and small signs of affection mean a great deal to you. You tend to notice quickly when contact becomes thinner.',
        },
        5: {
          headline: 'You wish for deep, frequent closeness and reassurance.',
          interpretation: 'Being close to the people you love is at the centre of your life. You want to share a lot, see and hear from them often, and hear that they care. Your warmth can make people feel very loved, and you may feel a gap quickly when others need more space.',
        },
      },
    },
    independence: {
      name: 'Independence needs',
      description: 'Independence needs describe how much you wish for your own space in close relationships: time alone, your own interests, handling things yourself and keeping some distance.',
      lowPole: 'Prefers doing things together, asks for help easily',
      highPole: 'Needs own space, relies on self',
      levels: {
        1: {
          headline: 'You prefer to do most things together.',
          interpretation: 'You like to share decisions, plans and free time with people close to you, and you ask for help easily. Time alone is rarely something you look for. Others may feel very included by you, and you may feel lost when people close to you are busy.',
        },
        2: {
          headline: 'You enjoy togetherness and need only a little space.',
          interpretation: 'You like doing things with others and often involve people close to you in your choices. You do enjoy some time for yourself, but it is seldom a priority. You find it natural to lean on others when things get hard.',
        },
        3: {
          headline: 'You balance togetherness with time of your own.',
          interpretation: 'You enjoy shared time and you also value your own interests and some time alone. You handle many things yourself and ask for help when it makes sense. Your need for space changes with your energy and your situation.',
        },
        4: {
          headline: 'Your own space and self-reliance matter to you.',
          interpretation: 'You need regular time to yourself and like to solve problems on your own first. You keep your own hobbies, friends or routines alongside close relationships. People close to you may sometimes wish you would let them help more.',
        },
        5: {
          headline: 'You strongly value space, privacy and doing things your own way.',
          interpretation: 'Freedom and self-reliance are central for you. You prefer to handle difficulties alone, keep parts of your life private and take your time before letting people close. Others may read your need for space as distance, even when you care about them a lot.',
        },
      },
    },
    security: {
      name: 'Security strength',
      description: 'Security strength describes how settled you feel in close relationships: how much you trust that people close to you will be there, how calm you are about being loved, and how easily you handle conflict and time apart.',
      lowPole: 'Easily unsettled, watchful in closeness',
      highPole: 'Calm, trusting, at ease with conflict and distance',
      levels: {
        1: {
          headline: 'Closeness often comes with worry for you.',
          interpretation: 'You may often wonder whether people close to you really care, and silences, conflicts or time apart can feel unsettling. You pay close attention to small signs in your relationships. That watchfulness takes energy, and it can ease with time, trust and support.',
        },
        2: {
          headline: 'You feel secure at times and unsure at others.',
          interpretation: 'On good days you trust the people close to you, but distance, conflict or mixed signals can quickly raise doubts. You may look for reassurance or pull back a little to protect yourself. You are sensitive to the mood of a relationship.',
        },
        3: {
          headline: 'You usually feel settled, with some moments of doubt.',
          interpretation: 'You generally trust the people close to you and can handle ordinary ups and downs. Bigger conflicts or long silences may still unsettle you for a while. You often find your balance again by talking things through.',
        },
        4: {
          headline: 'You feel mostly calm and trusting in close relationships.',
          interpretation: 'You trust that people close to you will be there and you feel sure of their care. You can disagree, spend time apart and wait for an answer without much worry. This calm often helps others feel safe with you too.',
        },
        5: {
          headline: 'You feel deeply secure with the people close to you.',
          interpretation: 'You are very sure of being loved and accepted, and you trust people close to you to be there. Conflicts, time apart and quiet periods rarely shake you. You may sometimes underestimate how much more reassurance other people need.',
        },
      },
    },
  },
  outcomes: {
    secure: {
      name: 'Secure',
      summary: 'You feel at home in closeness, trust the people you love and handle conflict and time apart with calm.',
      description: [
        'Your answers show a fairly strong sense of security together with a wish for closeness that is at least as large as your wish for space. You tend to trust that the people close to you care about you and will be there when it matters. Sharing feelings and asking for support usually feels natural to you.',
        'Because you feel fairly settled, disagreements and time apart rarely feel like a threat. You can raise a problem, listen to the other side and move on. This gives your relationships a steady base, and people often feel safe and accepted with you.',
        'A secure style is a tendency, not a guarantee. Stress, loss or a difficult relationship can shake anyone, and you may sometimes find it hard to understand people who feel less sure than you do. Your calm is a resource you can share with them.',
      ],
      lists: {
        strengths: [
          'You can share your feelings openly and also listen well.',
          'You can bring up a problem without fearing that the relationship will end.',
          'You give people close to you trust and room to be themselves.',
          'You tend to recover quickly after an argument.',
        ],
        watchOuts: [
          'You may expect others to feel as calm as you and miss their worries.',
          'You may take a steady relationship for granted and invest less in it over time.',
          'You may solve conflicts so quickly that the other person still feels unheard.',
        ],
        recommendations: [
          'When someone close to you seems worried, ask what would help them feel more sure rather than telling them there is no need to worry.',
          'Plan regular time with the people you love, even when everything seems fine.',
          'After a disagreement, check a day later how the other person feels about it.',
          'Use your calm to help friends or family members talk through their conflicts.',
        ],
      },
    },
    fearful: {
      name: 'Fearful-avoidant',
      summary: 'You value closeness but are careful with it, often keeping some distance to feel safe.',
      description: [
        'Your answers show less sense of security together with a wish for space that is larger than your wish for closeness. You may care deeply about the people in your life and at the same time feel unsure whether you can count on them. Keeping some distance, handling things alone or keeping parts of your life private can feel like the safer choice.',
        'Such carefulness can grow from experience: if closeness has sometimes been disappointing or painful, it makes sense to be careful. You may move towards people and then step back, or find it hard to say what you need. Others may see you as independent and strong, while inside you sometimes feel torn.',
        'Your carefulness has real strengths. You notice a lot, you think before you trust, and the relationships you do build are often deep and honest. With time, safe people and small steps, many people find that closeness feels easier and less risky.',
      ],
      lists: {
        strengths: [
          'You are sensitive to the mood and signals in a relationship.',
          'You think carefully before you trust, which protects you from rushing in.',
          'You can cope on your own when you need to.',
          'The people you let close often find you loyal and deeply understanding.',
        ],
        watchOuts: [
          'You may pull back just when a relationship is getting closer.',
          'You may keep your needs to yourself, so others find it hard to support you.',
          'You may read small signs as proof that people will let you down.',
          'Worry and distance together can leave you feeling lonely.',
        ],
        recommendations: [
          'Choose one person you trust and share one small personal thing with them this week.',
          'When you feel the urge to withdraw, tell the other person that you need some time and when you will be back in touch.',
          'Write down what a person actually said or did before deciding what it means.',
          'Notice which people and places help you feel calm, and spend more time there.',
          'If old hurt keeps shaping your relationships, consider talking with a counsellor or psychotherapist.',
        ],
      },
    },
    preoccupied: {
      name: 'Preoccupied',
      summary: 'You invest warmly in closeness and may often look for signs that you are loved and safe.',
      description: [
        'Your answers show less sense of security together with a wish for closeness that is at least as large as your wish for space. Relationships matter a great deal to you. You give a lot of warmth and attention, and you like to feel connected to the people you love often.',
        'Because the bond matters so much, you may notice every change in it. A late reply, a quiet evening or a disagreement can quickly raise the question of whether everything is still fine. You may then look for reassurance, think a lot about what was said, or try hard to please.',
        'Your openness and devotion are real gifts: people close to you often feel seen and cared for. Learning to calm your own worries, and to trust the bond between moments of contact, can help you enjoy your relationships with more ease.',
      ],
      lists: {
        strengths: [
          'You show warmth and affection openly.',
          'You are very attentive to the feelings of people close to you.',
          'You invest time and effort in keeping relationships alive.',
          'You are willing to talk about feelings and to work on problems.',
        ],
        watchOuts: [
          'You may look for reassurance so often that others feel pressure.',
          'You may read a short silence as a sign that something is wrong.',
          'You may put your own needs and interests aside to keep people close.',
          'Worry after an argument may stay with you long after it is solved.',
        ],
        recommendations: [
          'When you feel worried, wait an hour before sending another message, and do something you enjoy in the meantime.',
          'Keep a short list of moments when people close to you showed they care, and read it when doubt rises.',
          'Say your need directly, for example "I would love a quick call tonight", instead of hinting.',
          'Spend regular time on a hobby or friendship of your own that gives you joy.',
          'If worry about relationships takes up much of your day, consider talking with a counsellor or psychotherapist.',
        ],
      },
    },
    dismissing: {
      name: 'Dismissing-avoidant',
      summary: 'You feel calm and self-reliant in relationships and value your own space more than constant closeness.',
      description: [
        'Your answers show a fairly strong sense of security together with a wish for space that is larger than your wish for closeness. You tend to feel at ease on your own, handle problems yourself and keep a comfortable distance. Conflicts and time apart rarely unsettle you.',
        'Your independence can make you a steady, reliable presence who gives others room to live their own lives. At the same time, people who want more closeness may sometimes feel kept at arm\'s length, or unsure how much they mean to you, because you share feelings less often.',
        'Valuing independence is a real strength. It can help to remember that letting people support you and hear about your inner life is also a way of giving: it tells them they matter. Small steps towards sharing can deepen your relationships while keeping the freedom you need.',
      ],
      lists: {
        strengths: [
          'You stay calm under pressure and in conflict.',
          'You give people close to you freedom and respect their space.',
          'You are capable and dependable when things need to get done.',
          'You keep a rich life of your own with your own interests.',
        ],
        watchOuts: [
          'Others may feel shut out when you keep your feelings to yourself.',
          'You may handle hard times alone for too long before asking for support.',
          'You may see others\' wish for closeness as too much and step back.',
        ],
        recommendations: [
          'Once a week, tell someone close to you about something that moved or worried you.',
          'Ask the people you love what kind of contact helps them feel close, and choose one thing to offer.',
          'When you need space, say so warmly and say when you will be back, so others feel included rather than left out.',
          'Next time you face a problem, ask one person for their view before you solve it alone.',
        ],
      },
    },
  },
};
