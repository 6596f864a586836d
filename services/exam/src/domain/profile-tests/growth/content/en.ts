import type { GrowthTexts } from '../growth-types.js';

/** English texts of the personal development test (British spelling, as the site). Statements are our own and free of negation. */
export const enGrowthTexts: GrowthTexts = {
  items: {
    'gr-01': 'I like to buy the same things my friends are using.',
    'gr-02': 'When I shop, I start from the problem I want to solve.',
    'gr-03': 'Buying something new lifts my mood.',
    'gr-04': 'I pay attention to how well a product is made.',
    'gr-05': 'I trust my gut feeling when I make choices.',
    'gr-06': 'I like to weigh the pros and cons before I decide.',
    'gr-07': 'Before a big purchase, I ask friends what they would choose.',
    'gr-08': 'I compare prices to make sure I get good value for my money.',
    'gr-09': 'I treat myself to something nice after a hard week.',
    'gr-10': 'I am happy to buy cheap things that last only a season.',
    'gr-11': 'I treat my first impressions with caution until I have checked them.',
    'gr-12': 'I check the facts before I form an opinion.',
    'gr-13': 'I buy what suits me, whatever my friends happen to own.',
    'gr-14': 'I choose products mainly for what they do, rather than how they look.',
    'gr-15': 'I enjoy the excitement of unpacking a new purchase.',
    'gr-16': 'I would rather own one durable item than several cheap ones.',
    'gr-17': 'My first impression of a person or a situation usually turns out to be right.',
    'gr-18': 'I break a hard decision into smaller steps.',
    'gr-19': 'I enjoy showing friends the things I have just bought.',
    'gr-20': 'When I buy something, its practical use comes last on my list.',
    'gr-21': 'I sometimes buy things simply because they make me happy in the moment.',
    'gr-22': 'I stay with brands that have proved reliable for me.',
    'gr-23': 'I often sense the answer before I can explain why.',
    'gr-24': 'I make up my mind quickly and move on.',
    'gr-25': 'Buying something popular in my circle makes me feel part of the group.',
    'gr-26': 'I read reviews to check that a product does its job well.',
    'gr-27': 'When I feel bored, a little shopping cheers me up.',
    'gr-28': 'Small details, such as stitching or finish, influence what I buy.',
    'gr-29': 'I quickly spot patterns in what is happening around me.',
    'gr-30': 'I enjoy analysing a problem in detail.',
    'gr-31': 'I like buying things I can share or use together with other people.',
    'gr-32': 'I look for purchases that save me time or effort in daily life.',
    'gr-33': 'I keep my mood and my shopping completely separate.',
    'gr-34': 'I am willing to pay more for better materials.',
    'gr-35': 'Hunches feel too vague for me to act on.',
    'gr-36': 'I compare several options before I choose one.',
    'gr-37': 'In a new situation, I go with what feels right.',
    'gr-38': 'I find it tiring to think a decision through in detail.',
    'gr-39': 'I make good choices quickly when I follow my instincts.',
    'gr-40': 'I write down my reasons when I face an important choice.',
  },
  scaleLabels: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'],
  levelNames: { 1: 'Very low', 2: 'Low', 3: 'Average', 4: 'High', 5: 'Very high' },
  tabs: {
    overview: 'Overview',
    consumption_motives: 'Consumption motives',
    thinking_style: 'Thinking style',
    development_plan: 'Development plan',
  },
  listHeadings: {
    strengths: 'Strengths',
    watchOuts: 'Things to watch',
    recommendations: 'Recommendations',
  },
  resultLabel: 'Your development profile',
  resultTitle: '{{motive}} · {{thinking}}',
  overviewIntro: [
    'Your development profile looks at two everyday sides of you. The first is what usually moves you to buy something: belonging with other people (social), a practical result (result), a good feeling (emotional) or lasting quality (quality). The second is how you prefer to make up your mind: by gut feeling (intuitive), by careful analysis (reflective), or by switching between the two (balanced).',
    'Each scale is shown as a level from 1 (very low) to 5 (very high), calculated from your own answers. The levels are fixed fifths of the answer range, not a comparison with other people. Your leading motive is the one with the highest score, and your thinking style shows which way of deciding leads, if either leads clearly. No motive and no thinking style is better than another; each brings its own strengths and its own things to watch.',
    'This profile describes how you see yourself today, and it can change as your habits change. It does not measure ability or intelligence, and it does not diagnose anything. Use it as a starting point for reflection and for small, practical changes in how you spend, decide and learn.',
  ],
  sourceNote:
    'Items: written by Mindprint for this test. This profile is for self-reflection only; it is not a clinical, diagnostic, hiring or selection instrument. Levels are fixed fifths of the answer range, not population norms.',
  scales: {
    social: {
      name: 'Social motive',
      description: 'The social motive describes how much the people around you shape what you buy: wanting to belong, to share, to be seen with others and to follow what friends choose.',
      lowPole: 'Buys by own taste, independent of others',
      highPole: 'Buys to belong, share and connect',
      levels: {
        1: {
          headline: 'What others buy has very little pull on your choices.',
          interpretation: 'You choose by your own needs and taste, whatever people around you own or recommend. Trends and group choices rarely move you. This keeps your spending your own, though you may miss useful tips from friends.',
        },
        2: {
          headline: 'You mostly buy for yourself, with an occasional eye on others.',
          interpretation: 'Other people’s opinions count now and then, but your own judgement usually decides. You may ask for advice on bigger purchases. Belonging to a group plays only a small part in what you buy.',
        },
        3: {
          headline: 'Other people matter to some of your choices, but they seldom decide alone.',
          interpretation: 'You like sharing some purchases with friends and you notice what your circle chooses. At the same time you keep your own view. Depending on the situation, the social side of a purchase can weigh more or less.',
        },
        4: {
          headline: 'Buying is often a way for you to connect with people.',
          interpretation: 'You enjoy choosing things that friends also like, sharing them and talking about them. Advice from people you trust carries real weight with you. Feeling part of a group is a clear reason behind many of your purchases.',
        },
        5: {
          headline: 'Belonging and sharing are at the heart of what you buy.',
          interpretation: 'What your friends and your circle choose strongly shapes your own choices. You enjoy buying things you can show, share or use together. This builds closeness, and it is worth checking now and then that each purchase also suits you.',
        },
      },
    },
    result: {
      name: 'Result motive',
      description: 'The result motive describes how much you buy for a practical outcome: what a product does, whether it solves a problem, and whether it is good value for money.',
      lowPole: 'Little focus on use or value',
      highPole: 'Buys for function and value for money',
      levels: {
        1: {
          headline: 'Practical use is rarely what decides your purchases.',
          interpretation: 'Other reasons, such as feelings, people or quality, usually matter more to you than what a thing does. You may buy first and find a use later. Checking the practical value before buying can help you avoid clutter.',
        },
        2: {
          headline: 'You think about usefulness, but it is seldom your first question.',
          interpretation: 'You notice whether a product works well, yet other reasons often come first. Price comparisons and reviews play a modest part in your choices. For larger purchases, a short look at function can pay off.',
        },
        3: {
          headline: 'You balance practical value with other reasons to buy.',
          interpretation: 'You care about what a product does and what it costs, and you also leave room for taste and feeling. For everyday items you tend to be practical. For special purchases other motives may take over.',
        },
        4: {
          headline: 'You usually buy with a clear purpose in mind.',
          interpretation: 'You start from what you need and look for the product that does the job best for the money. You compare prices and read reviews. Others may come to you for practical buying advice.',
        },
        5: {
          headline: 'Function and value for money guide almost every purchase you make.',
          interpretation: 'You buy to solve problems, and you check carefully that a product delivers. Waste and poor value bother you. Your focus keeps spending efficient; allowing some room for enjoyment can make it feel lighter.',
        },
      },
    },
    emotional: {
      name: 'Emotional motive',
      description: 'The emotional motive describes how much you buy for a feeling: pleasure, a better mood, a treat or the excitement of something new.',
      lowPole: 'Keeps feelings out of buying',
      highPole: 'Buys for pleasure, mood and excitement',
      levels: {
        1: {
          headline: 'Your mood plays very little part in what you buy.',
          interpretation: 'You shop calmly and keep feelings and purchases apart. Treats and spontaneous buys are rare for you. This protects your budget, and it is also fine to allow yourself a small pleasure now and then.',
        },
        2: {
          headline: 'You enjoy a treat occasionally, but feelings seldom decide.',
          interpretation: 'Most of your purchases have other reasons, yet you sometimes buy something simply because it makes you happy. You keep such moments under control. Your mood has only a small effect on your spending.',
        },
        3: {
          headline: 'Feelings are one of several reasons you buy things.',
          interpretation: 'You like the pleasure of a new purchase and sometimes use a small treat to lift your mood. You also think about other reasons before you buy. How much feelings count depends on your day and the situation.',
        },
        4: {
          headline: 'Buying is often a source of pleasure and energy for you.',
          interpretation: 'You enjoy the excitement of choosing, unpacking and using something new. Treats help you celebrate or recover after a hard time. It helps to notice which purchases still give you joy after a few weeks.',
        },
        5: {
          headline: 'Pleasure and mood are strong drivers of your spending.',
          interpretation: 'New things bring you real joy, and shopping is one of your ways to feel better or to celebrate. You buy with enthusiasm and spontaneity. A simple plan for treats can keep that joy and protect your budget at the same time.',
        },
      },
    },
    quality: {
      name: 'Quality motive',
      description: 'The quality motive describes how much you buy for how well things are made: craftsmanship, durability, reliable brands and attention to detail.',
      lowPole: 'Content with cheap and short-lived',
      highPole: 'Buys for craftsmanship and durability',
      levels: {
        1: {
          headline: 'How well a thing is made matters little to your choices.',
          interpretation: 'You are happy with simple, inexpensive things, even if they wear out sooner. Brand and finish hardly influence you. This keeps costs low in the short term; for items you use daily, a sturdier choice can be worth a look.',
        },
        2: {
          headline: 'You notice quality, but price and other reasons usually come first.',
          interpretation: 'You like well-made things when the price is right. You rarely pay extra for a brand or for better materials. For items you use a lot, you may sometimes choose the more durable option.',
        },
        3: {
          headline: 'You choose quality where it counts for you.',
          interpretation: 'For some things you look for good materials and reliable brands, and for others a simple option is enough. You weigh durability against price. Your standards depend on how often and how long you will use something.',
        },
        4: {
          headline: 'You value things that are well made and built to last.',
          interpretation: 'You look at materials, finish and details, and you are willing to pay more for them. You stay with brands that have served you well. Your purchases tend to last, and friends may ask for your recommendations.',
        },
        5: {
          headline: 'Craftsmanship and durability guide almost everything you buy.',
          interpretation: 'You care a great deal about how things are made and you notice small details others miss. You would rather own fewer, better things. It helps to check now and then that the extra quality is worth its price for each purchase.',
        },
      },
    },
    intuitive: {
      name: 'Intuitive thinking',
      description: 'Intuitive thinking describes how much you decide by gut feeling, first impressions and a quick sense of patterns.',
      lowPole: 'Distrusts hunches, wants to check first',
      highPole: 'Trusts gut feeling and first impressions',
      levels: {
        1: {
          headline: 'You rarely act on a hunch.',
          interpretation: 'Gut feelings and first impressions seem too vague to you as a basis for choices. You prefer to check before you act. In fast-moving situations, allowing your first impression to count a little more can save time.',
        },
        2: {
          headline: 'You notice your gut feeling, but you seldom let it decide.',
          interpretation: 'You take first impressions as a signal and then look for more. You trust your instincts mainly in familiar situations. Most of your choices rest on something you can explain.',
        },
        3: {
          headline: 'You use your gut feeling alongside other information.',
          interpretation: 'Sometimes you follow a hunch, and sometimes you want more to go on. Your first impressions are often a helpful starting point. How much you rely on them depends on the situation and what is at stake.',
        },
        4: {
          headline: 'You often trust your gut and your first impressions.',
          interpretation: 'You sense answers and patterns quickly, sometimes before you can explain them. In new situations you go with what feels right. This makes you quick to act; on big decisions a short check can add confidence.',
        },
        5: {
          headline: 'Gut feeling is your main guide when you decide.',
          interpretation: 'You read people and situations fast and act on what you sense. Your instincts feel reliable to you, and you move quickly. Testing an important hunch against a few facts can show when it serves you well and when it needs support.',
        },
      },
    },
    reflective: {
      name: 'Reflective thinking',
      description: 'Reflective thinking describes how much you decide by analysis: checking facts, comparing options and weighing them step by step.',
      lowPole: 'Decides quickly and moves on',
      highPole: 'Analyses, checks facts, weighs options',
      levels: {
        1: {
          headline: 'You decide quickly and rarely analyse at length.',
          interpretation: 'Long deliberation feels tiring to you, so you make up your mind and move on. This keeps you moving. For choices that are hard to undo, a short list of pros and cons can be a useful habit.',
        },
        2: {
          headline: 'You think things through briefly and then act.',
          interpretation: 'You check the main facts, but you keep analysis short. Detailed comparisons feel like more effort than they are worth for most choices. You are happy to decide with the information you have.',
        },
        3: {
          headline: 'You analyse when it matters and keep it short when it does not.',
          interpretation: 'For important choices you compare options and check facts; for smaller ones you decide fast. You can explain most of your decisions. Your depth of analysis adapts to what is at stake.',
        },
        4: {
          headline: 'You like to weigh your options carefully before you decide.',
          interpretation: 'You gather information, compare options and think through the pros and cons. Others trust your decisions because you can explain them. In fast situations, setting a time limit helps you decide in time.',
        },
        5: {
          headline: 'Careful analysis is your main guide when you decide.',
          interpretation: 'You enjoy breaking problems into steps, checking facts and comparing every option. Your decisions are thorough and well argued. Deciding when you have enough information, rather than all of it, can save you time and energy.',
        },
      },
    },
  },
  outcomes: {
    social: {
      name: 'Social motive',
      summary: 'You buy most readily when a purchase connects you with other people: sharing, belonging and choosing together.',
      description: [
        'Your strongest consumption motive is social. What friends, family and your wider circle choose, use and recommend has a clear influence on what you buy. You enjoy purchases that you can share, show or use together, and buying can be a way for you to feel close to others.',
        'This motive has real value: it keeps you in touch with people, helps you learn from their experience and makes many purchases more enjoyable. It can also lead you to buy things to keep up with others, or to choose what suits the group more than what suits you.',
        'For personal growth, the social motive is a strength you can use on purpose: learn together with others, share skills as well as things, and check now and then that your choices also reflect your own needs and values.',
      ],
      lists: {
        strengths: [
          'You learn quickly from other people’s experience and recommendations.',
          'You enjoy sharing, lending and using things together.',
          'Your purchases often strengthen friendships and shared moments.',
          'You notice what matters to the people around you.',
        ],
        watchOuts: [
          'You may buy things mainly to keep up with your circle.',
          'Group trends can push your spending beyond your plan.',
          'Your own taste may get less room than other people’s opinions.',
        ],
        recommendations: [
          'Before a purchase, ask yourself: would I still want this if nobody else saw it?',
          'Wait 48 hours before buying something because friends have it.',
          'Suggest shared activities, such as a class or a walk, instead of shared shopping.',
          'Set a monthly amount for social spending, such as gifts and outings, and keep to it.',
          'Join a group that learns a skill together, so your social energy also feeds your growth.',
        ],
      },
    },
    result: {
      name: 'Result motive',
      summary: 'You buy most readily when a purchase delivers a clear practical result and good value for money.',
      description: [
        'Your strongest consumption motive is the result. You usually start from a need or a problem and look for the product that solves it best for the money. You compare prices, read reviews and think about how you will use what you buy.',
        'This motive keeps your spending focused and efficient, and it protects you from many impulse buys. It can also make buying feel like a task only, leave little room for enjoyment, or lead you to choose the cheapest working option when a better one would serve you longer.',
        'For personal growth, you can bring the same practical focus to your own development: set clear goals, choose learning that solves a real problem for you, and measure what it brings. Allow some room for things that are simply enjoyable, too.',
      ],
      lists: {
        strengths: [
          'You know what you need before you start shopping.',
          'You get good value for your money.',
          'You avoid clutter because you buy with a purpose.',
          'Others value your practical advice on purchases.',
        ],
        watchOuts: [
          'You may spend a lot of time comparing small differences in price.',
          'Enjoyment and beauty may get too little weight in your choices.',
          'The cheapest working option may cost more over time.',
        ],
        recommendations: [
          'Set a time limit for research on small purchases, such as fifteen minutes.',
          'For items you use every day, compare the cost per use, not only the price.',
          'Plan one purchase a month that is simply for enjoyment.',
          'Choose one course or book this quarter that solves a real problem in your work or life.',
          'Write down one clear, measurable goal for your personal growth and review it monthly.',
        ],
      },
    },
    emotional: {
      name: 'Emotional motive',
      summary: 'You buy most readily when a purchase brings pleasure, lifts your mood or adds excitement.',
      description: [
        'Your strongest consumption motive is emotional. The pleasure of choosing, unpacking and using something new matters to you, and a treat can lift your mood or mark a good moment. You buy with enthusiasm and often spontaneously.',
        'This motive brings real joy and energy into everyday life, and it helps you notice what makes you feel good. It can also lead to impulse buys, spending to cope with stress or boredom, and purchases whose pleasure fades quickly.',
        'For personal growth, the goal is to keep the joy while choosing it more consciously: find out which purchases still make you happy weeks later, and build other sources of good mood, such as activities, people and small rituals.',
      ],
      lists: {
        strengths: [
          'You know how to enjoy life and celebrate good moments.',
          'You are open to new experiences and new things.',
          'Your enthusiasm is often contagious for the people around you.',
        ],
        watchOuts: [
          'You may buy on impulse and regret it later.',
          'Shopping may become a habit for dealing with stress or boredom.',
          'The pleasure of a new purchase may fade quickly.',
          'Small treats can add up to a large amount over a month.',
        ],
        recommendations: [
          'Keep a wish list and buy an item only if you still want it after a week.',
          'Set a monthly budget for treats, so you can enjoy them with a clear conscience.',
          'When you feel the urge to shop after a hard day, first take a short walk or call a friend.',
          'Once a month, note which purchases still give you joy and which ones do not.',
          'Spend on experiences, such as a concert or a class, as often as on things.',
        ],
      },
    },
    quality: {
      name: 'Quality motive',
      summary: 'You buy most readily when a product is well made, durable and from a maker you trust.',
      description: [
        'Your strongest consumption motive is quality. You look at materials, finish and details, and you are willing to pay more for something that lasts. Once a brand has proved reliable, you tend to stay with it.',
        'This motive often leads to fewer, better purchases and less waste, and your eye for detail is a real skill. It can also make you spend more than a purpose needs, take a long time to find the right item, or stay with a familiar brand when a new one might serve you better.',
        'For personal growth, you can apply your feeling for quality to your own skills: practise a craft in depth, invest in good tools for what you do often, and accept that early attempts at something new are allowed to be imperfect.',
      ],
      lists: {
        strengths: [
          'Your purchases tend to last and serve you well.',
          'You notice details and craftsmanship that others overlook.',
          'You buy less but better, which reduces waste.',
          'People trust your recommendations on what is worth buying.',
        ],
        watchOuts: [
          'You may pay for quality that a purpose does not really need.',
          'Searching for the perfect item can take a lot of time.',
          'Loyalty to a brand may keep you from trying better options.',
        ],
        recommendations: [
          'Before paying more, ask how often and for how long you will use the item.',
          'Choose one category where a simple, cheaper option is good enough, and save there.',
          'Try one new brand or maker this year in a category you know well.',
          'Invest in one high-quality tool or course for a skill you practise every week.',
          'When you learn something new, set a deadline for a first rough version before you polish it.',
        ],
      },
    },
    intuitive: {
      name: 'Intuitive thinker',
      summary: 'You prefer to decide by gut feeling, first impressions and a quick sense of patterns.',
      description: [
        'Your thinking style is intuitive. When you decide, you tend to trust your gut feeling and your first impressions, and you often sense an answer before you can explain it. You pick up patterns quickly and feel at ease acting in new or fast-moving situations.',
        'This is a preferred way of deciding, not a measure of ability. Intuition works best where you have experience, because it draws on everything you have seen before. In unfamiliar areas, or when a lot is at stake, a hunch can miss facts that a short check would reveal.',
        'For growth, keep your speed and add a few simple checks for important choices. Learning by doing, trying things out and reflecting afterwards tends to suit you well.',
      ],
      lists: {
        strengths: [
          'You decide quickly and keep things moving.',
          'You read people and situations fast.',
          'You spot patterns and connections that others miss.',
          'You stay calm when a decision has to be made with little information.',
        ],
        watchOuts: [
          'Your gut feeling may be less reliable in areas where you have little experience.',
          'Others may find your decisions hard to follow when you cannot explain them.',
          'First impressions of people can be unfair or incomplete.',
        ],
        recommendations: [
          'For important decisions, write down your hunch, then look for one fact that supports it and one that challenges it.',
          'Before you explain a gut decision to others, name two reasons behind it.',
          'Keep a short decision diary and check after a month which hunches proved right.',
          'Learn new skills by trying them out first, then read up on what you noticed.',
        ],
      },
    },
    reflective: {
      name: 'Reflective thinker',
      summary: 'You prefer to decide by analysis: checking facts and weighing options step by step.',
      description: [
        'Your thinking style is reflective. When you decide, you like to gather information, compare options and think through the pros and cons before you commit. You enjoy understanding a problem in detail and can usually explain how you reached a choice.',
        'This is a preferred way of deciding, not a measure of ability. Careful analysis is a real strength for complex and lasting decisions. It can also slow you down when time is short, or lead you to keep searching for information after you already have enough.',
        'For growth, keep your thoroughness for the choices that deserve it and practise deciding faster on smaller ones. Structured learning, with clear steps and time to review, tends to suit you well.',
      ],
      lists: {
        strengths: [
          'Your decisions are well argued and easy to explain.',
          'You spot weak points in a plan before they cause problems.',
          'You learn a subject in depth and understand how it fits together.',
          'Others trust you with complex choices.',
        ],
        watchOuts: [
          'You may spend long on decisions that matter little.',
          'Waiting for more information can make you miss the right moment.',
          'Your gut feeling may hold useful signals that analysis overlooks.',
        ],
        recommendations: [
          'Set a time limit for each decision that matches what is at stake.',
          'For small choices, pick the first option that meets your main need.',
          'Before analysing, note your first impression, and compare it with your final choice.',
          'Plan your learning in clear steps and review what you have learned each week.',
          'Once a week, practise a quick decision in a low-risk situation, such as choosing a meal.',
        ],
      },
    },
    neutral: {
      name: 'Balanced (neutral) thinker',
      summary: 'You switch flexibly between gut feeling and careful analysis, and neither way of deciding clearly leads.',
      description: [
        'Your thinking style is balanced. Neither gut feeling nor analysis clearly leads when you decide: sometimes you follow a first impression, and sometimes you want to check the facts first. Which way you choose often depends on the situation, your experience and what is at stake.',
        'This is a preferred way of deciding, not a measure of ability. Flexibility lets you act quickly in familiar situations and slow down when a choice is complex. It can also mean that you sometimes use the less helpful approach, or move back and forth between the two before you commit.',
        'For growth, make the switch a conscious one: decide in advance when a choice calls for a quick instinct and when it calls for careful thought. Mixing practice with structured study tends to suit you well.',
      ],
      lists: {
        strengths: [
          'You adapt your way of deciding to the situation.',
          'You can work well with both fast and careful decision makers.',
          'You combine a first impression with a check of the facts.',
        ],
        watchOuts: [
          'You may analyse simple choices and rush complex ones.',
          'Switching between gut feeling and analysis can delay a decision.',
          'Others may be unsure how you will approach a problem.',
        ],
        recommendations: [
          'Before a decision, ask yourself whether it is easy to undo, and decide fast if it is.',
          'For important choices, note your first impression, then check two key facts.',
          'Tell colleagues which approach you are using, so they know what to expect.',
          'Alternate learning by doing with reading or courses on the same subject.',
        ],
      },
    },
  },
};
