import type { CareerTexts } from '../career-types.js';

/** English texts of the career assessment (British spelling, as the site). Statements are Mindprint's own and free of negation. */
export const enCareerTexts: CareerTexts = {
  items: {
    'cr-01': 'I would enjoy building a piece of furniture from a plan.',
    'cr-02': 'I would enjoy finding out why an experiment gave a surprising result.',
    'cr-03': 'I would enjoy writing stories, poems or song lyrics.',
    'cr-04': 'I would enjoy teaching someone a new skill.',
    'cr-05': 'I would enjoy persuading people to support my idea.',
    'cr-06': 'I would enjoy keeping accurate records of money or stock.',
    'cr-07': 'I like working outdoors with tools or machines.',
    'cr-08': 'I like reading about new discoveries in science or medicine.',
    'cr-09': 'I like designing how a room, a page or a product looks.',
    'cr-10': "I find listening to other people's problems draining.",
    'cr-11': 'I like leading a team towards a shared goal.',
    'cr-12': 'I like organising files and folders so that everything is easy to find.',
    'cr-13': 'I find repairing things by hand tedious.',
    'cr-14': 'I would enjoy analysing data to answer a question.',
    'cr-15': 'I would enjoy playing music or performing in front of an audience.',
    'cr-16': 'I like helping people work out what to do in a difficult situation.',
    'cr-17': 'I would enjoy starting and running my own business.',
    'cr-18': 'I would enjoy checking documents carefully for mistakes.',
    'cr-19': 'I would enjoy looking after plants, animals or land.',
    'cr-20': 'I like working on a hard problem until I understand it fully.',
    'cr-21': 'I like drawing, painting or taking photographs.',
    'cr-22': 'I would enjoy caring for people who are ill or elderly.',
    'cr-23': 'I like negotiating a deal or a price.',
    'cr-24': 'I like working with spreadsheets and figures.',
    'cr-25': 'I like taking a machine apart to see how its parts fit together.',
    'cr-26': 'I would enjoy doing research in a laboratory.',
    'cr-27': 'I would enjoy a project where I can follow my own ideas freely.',
    'cr-28': 'I like running activities for a group of children or young people.',
    'cr-29': 'I find selling things to people awkward.',
    'cr-30': 'I would enjoy following a clear procedure to get a task exactly right.',
    'cr-31': 'I would enjoy a job where I move about and use my hands all day.',
    'cr-32': 'I find studying complicated theories dull.',
    'cr-33': 'I like inventing ideas for a film, a game or an advert.',
    'cr-34': 'I would enjoy volunteering for a community or charity project.',
    'cr-35': 'I would enjoy making decisions about how a project or a company is run.',
    'cr-36': 'I like planning schedules and keeping them up to date.',
    'cr-37': 'I like assembling, wiring or installing equipment.',
    'cr-38': 'I like testing an idea by collecting evidence for and against it.',
    'cr-39': 'I find tasks that call for my own creative ideas tiresome.',
    'cr-40': 'I like explaining something patiently until the other person understands it.',
    'cr-41': 'I like presenting a plan to a group and winning them over.',
    'cr-42': 'I find detailed paperwork boring.',
    'cr-43': 'I would enjoy driving or operating large vehicles or machinery.',
    'cr-44': 'I would enjoy working out how the human body or the natural world works.',
    'cr-45': 'I would enjoy making handmade crafts such as pottery, jewellery or clothes.',
    'cr-46': 'I would enjoy helping people settle into a new place, team or job.',
    'cr-47': 'I would enjoy organising an event and taking charge on the day.',
    'cr-48': 'I would enjoy managing the budget of a club or an office.',
  },
  scaleLabels: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'],
  levelNames: { 1: 'Very low', 2: 'Low', 3: 'Average', 4: 'High', 5: 'Very high' },
  tabs: {
    overview: 'Overview',
    strongest_areas: 'Strongest areas',
    work_activities: 'Fitting work activities',
    next_steps: 'Next steps',
  },
  listHeadings: {
    workActivities: 'Work activities that fit',
    workSettings: 'Example jobs and work settings',
    nextSteps: 'Things to try in the next few weeks',
  },
  resultLabel: 'Your strongest interest areas',
  resultTitle: 'Your strongest interests: {{first}}, {{second}} and {{third}}',
  overviewIntro: [
    'This assessment compares your interest in six broad areas of work: practical, investigative, artistic, social, enterprising and organising. They describe the kinds of activities you enjoy, not how skilled you are at them. Most people enjoy several areas, and the mix matters more than any single score.',
    'Each area is shown as a level from 1 (very low) to 5 (very high), calculated from your own answers. The report looks most closely at your three strongest areas, because jobs and studies that involve these activities are the ones you are most likely to find engaging. A low level simply means that an area attracts you less at the moment.',
    'Interests change with experience, so treat this as a starting point for exploring, not as a verdict about which job you should do. It describes your current preferences; it does not measure ability, predict success or diagnose anything.',
  ],
  sourceNote:
    "The items are Mindprint's own statements, written for self-reflection about your interests. This assessment is not a clinical or diagnostic instrument and is not meant for hiring or selecting people. Levels are fixed fifths of the answer range, not comparisons with population norms.",
  scales: {
    realistic: {
      name: 'Practical',
      description: 'The practical area (often called "realistic" in career guidance) describes how much you enjoy hands-on work with tools, machines, materials, plants or animals, where you can see the physical result.',
      lowPole: 'Prefers ideas, people or paperwork to hands-on tasks',
      highPole: 'Enjoys building, fixing and working outdoors',
      levels: {
        1: {
          headline: 'Hands-on, physical work attracts you very little.',
          interpretation: 'You rarely choose to build, repair or operate things yourself. Your energy probably goes into ideas, people or information instead. Practical tasks may still be fine for you when they serve a goal you care about.',
        },
        2: {
          headline: 'You take on practical tasks when needed, but seldom seek them out.',
          interpretation: 'You can enjoy a practical job now and then, such as a small repair or some gardening. On the whole, you prefer activities where the main material is ideas, words or people. Hands-on work is more of a side interest for you.',
        },
        3: {
          headline: 'You enjoy some hands-on activities, in the right setting.',
          interpretation: 'Practical work appeals to you in moderation. You may enjoy making or fixing things as part of a wider role, or as a hobby. A job that mixes physical tasks with other kinds of work could suit you well.',
        },
        4: {
          headline: 'You enjoy working with your hands, tools and materials.',
          interpretation: 'You like activities with a visible, physical result: building, repairing, growing or operating something. You may feel at your best when you are moving and doing rather than sitting at a desk. Work that keeps you close to real objects is likely to hold your interest.',
        },
        5: {
          headline: 'Hands-on work is one of your strongest interests.',
          interpretation: 'You are strongly drawn to practical activities with tools, machines, materials, plants or animals. Seeing something work because you made or fixed it is very satisfying for you. Long periods of purely abstract or desk-based work may feel unrewarding.',
        },
      },
    },
    investigative: {
      name: 'Investigative',
      description: 'The investigative area describes how much you enjoy observing, researching and analysing: finding out how and why things work, and solving problems with facts and careful thought.',
      lowPole: 'Prefers action and people to research',
      highPole: 'Curious, enjoys analysis and research',
      levels: {
        1: {
          headline: 'Research and analysis attract you very little.',
          interpretation: 'You rarely choose to study a problem in depth for its own sake. You probably prefer to act, create or work with people rather than to analyse. Facts matter to you when they help you get something done.',
        },
        2: {
          headline: 'You analyse when a task needs it, but it is seldom what draws you in.',
          interpretation: 'You can enjoy solving a puzzle or looking something up. On the whole, you prefer activities with a quicker, more concrete result than long research. Investigation is more a tool for you than a passion.',
        },
        3: {
          headline: 'You enjoy some analysis and research, in balance with other things.',
          interpretation: 'You like understanding how things work, but you may not want to spend all day on it. A role where you sometimes research or analyse, and sometimes do other things, could suit you. You may enjoy science or data as an interest alongside your main work.',
        },
        4: {
          headline: 'You enjoy finding out how and why things work.',
          interpretation: 'You are curious and like to think problems through with facts and evidence. Reading, experimenting and analysing are likely to hold your attention. Work that gives you questions to explore is likely to keep you engaged.',
        },
        5: {
          headline: 'Investigating and analysing is one of your strongest interests.',
          interpretation: 'You are strongly drawn to research, experiments, data and complex problems. You may enjoy working on one question for a long time until you really understand it. Work that offers little room to think and explore may feel unsatisfying.',
        },
      },
    },
    artistic: {
      name: 'Artistic',
      description: 'The artistic area describes how much you enjoy creating and expressing: writing, design, music, performance, images and crafts, where you can use your imagination and your own style.',
      lowPole: 'Prefers clear tasks to open creative work',
      highPole: 'Imaginative, enjoys creating and expressing',
      levels: {
        1: {
          headline: 'Creative and artistic activities attract you very little.',
          interpretation: 'You rarely choose to write, design, perform or make art. You probably prefer tasks with clear goals and a right answer. You may still value good design and creativity in the work of others.',
        },
        2: {
          headline: 'You enjoy creativity now and then, but seldom seek it out.',
          interpretation: 'You may like a creative hobby or a task where you can add a personal touch. On the whole, you prefer structured activities to open creative work. Creativity is more of a side interest for you.',
        },
        3: {
          headline: 'You enjoy some creative work, in balance with other things.',
          interpretation: 'Creative activities appeal to you in moderation. You may enjoy roles where you can shape how something looks or sounds as part of a wider job. A mix of clear tasks and room for your own ideas could suit you well.',
        },
        4: {
          headline: 'You enjoy creating and expressing your own ideas.',
          interpretation: 'You like activities where you can use your imagination, such as writing, designing, making music or crafting. You may enjoy some freedom in how you work. Work that leaves space for your own style is likely to hold your interest.',
        },
        5: {
          headline: 'Creating and expressing is one of your strongest interests.',
          interpretation: 'You are strongly drawn to art, design, writing, music or performance. Making something original is very satisfying for you. Work with strict rules and little room for your own ideas may feel confining.',
        },
      },
    },
    social: {
      name: 'Social',
      description: 'The social area describes how much you enjoy helping, teaching, caring for and supporting other people, and working closely with them.',
      lowPole: 'Prefers tasks to helping roles',
      highPole: 'Enjoys helping, teaching and caring',
      levels: {
        1: {
          headline: 'Helping and caring roles attract you very little.',
          interpretation: 'You rarely choose activities centred on supporting, teaching or caring for others. You probably prefer to work with things, ideas or information. You can still be kind and helpful; it is simply not what draws you to a job.',
        },
        2: {
          headline: 'You help when it is needed, but seldom seek out helping roles.',
          interpretation: 'You may enjoy supporting a colleague or explaining something now and then. On the whole, you prefer work where people are part of the picture rather than the centre of it. Helping is more a side of your work than its core.',
        },
        3: {
          headline: 'You enjoy helping people, in balance with other things.',
          interpretation: 'Working with and for people appeals to you in moderation. You may enjoy roles where supporting others is one part among several. A job that mixes people contact with independent tasks could suit you well.',
        },
        4: {
          headline: 'You enjoy helping, teaching and supporting people.',
          interpretation: 'You like activities where you make a difference to someone: explaining, listening, caring or guiding. Being useful to others gives you energy. Work with regular, meaningful contact with people is likely to hold your interest.',
        },
        5: {
          headline: 'Helping and supporting people is one of your strongest interests.',
          interpretation: 'You are strongly drawn to teaching, caring, advising and community work. Seeing someone grow or feel better thanks to your help is very satisfying for you. Work where you rarely deal with people may feel empty.',
        },
      },
    },
    enterprising: {
      name: 'Enterprising',
      description: 'The enterprising area describes how much you enjoy leading, persuading, selling and making decisions: getting people behind a goal and making things happen.',
      lowPole: 'Prefers to contribute rather than lead or sell',
      highPole: 'Enjoys leading, persuading and taking risks',
      levels: {
        1: {
          headline: 'Leading, selling and persuading attract you very little.',
          interpretation: 'You rarely choose to take charge, sell or argue for a plan. You probably prefer to contribute your work quietly or to support others. Responsibility may still suit you when it grows from expertise rather than from competition.',
        },
        2: {
          headline: 'You take the lead when needed, but seldom seek it out.',
          interpretation: 'You can enjoy leading a small task or making a case for something you believe in. On the whole, you prefer roles with less pressure to persuade or compete. Leadership is more an occasional part of your work than its core.',
        },
        3: {
          headline: 'You enjoy some leading and persuading, in balance with other things.',
          interpretation: 'Taking initiative appeals to you in moderation. You may enjoy running a project or representing your team from time to time. A role that mixes some responsibility with hands-on work of your own could suit you well.',
        },
        4: {
          headline: 'You enjoy taking the lead and making things happen.',
          interpretation: 'You like activities where you influence people, make decisions and move things forward. Goals, competition and some risk may give you energy. Work where you can take initiative and see the results of your decisions is likely to hold your interest.',
        },
        5: {
          headline: 'Leading and persuading is one of your strongest interests.',
          interpretation: 'You are strongly drawn to leading teams, selling, negotiating and starting new ventures. Winning people over and reaching ambitious goals is very satisfying for you. Work with little room for initiative or influence may feel frustrating.',
        },
      },
    },
    conventional: {
      name: 'Organising',
      description: 'The organising area (often called "conventional" in career guidance) describes how much you enjoy working with data, records, numbers and procedures, keeping things accurate, orderly and on schedule.',
      lowPole: 'Prefers flexible work to routines and records',
      highPole: 'Enjoys order, accuracy and clear procedures',
      levels: {
        1: {
          headline: 'Organising data, records and routines attracts you very little.',
          interpretation: 'You rarely choose tasks like keeping records, checking figures or following detailed procedures. You probably prefer flexible, varied or open-ended work. Such tasks may still be worth doing for you when they protect something you care about.',
        },
        2: {
          headline: 'You handle organising tasks when needed, but seldom seek them out.',
          interpretation: 'You can keep things in order when a task requires it. On the whole, you prefer activities with more variety than routine administration offers. Organising is more a tool for you than an interest.',
        },
        3: {
          headline: 'You enjoy some organising work, in balance with other things.',
          interpretation: 'Order and clear procedures appeal to you in moderation. You may enjoy keeping a project tidy or managing figures as part of a wider role. A job that mixes structured tasks with more varied ones could suit you well.',
        },
        4: {
          headline: 'You enjoy order, accuracy and clear procedures.',
          interpretation: 'You like activities where you organise information, keep records up to date and get details right. Clear expectations and a tidy system give you a sense of calm and progress. Work that rewards care and precision is likely to hold your interest.',
        },
        5: {
          headline: 'Organising and keeping things accurate is one of your strongest interests.',
          interpretation: 'You are strongly drawn to data, numbers, records, plans and procedures. Bringing order to a messy situation is very satisfying for you. Work with constant change and unclear rules may feel stressful.',
        },
      },
    },
  },
  outcomes: {
    realistic: {
      name: 'Practical',
      summary: 'You enjoy hands-on work with tools, machines, materials, plants or animals, where you can see and touch the result.',
      description: [
        'People with a strong practical interest are driven by making things work in the real world. They like to use their hands and their body, to see a clear result at the end of the day, and to solve problems by trying things out rather than by talking about them.',
        'This interest often goes with a liking for concrete tasks, clear goals and tools or equipment that do a job well. Many people with it enjoy working outdoors, moving around, or working with living things such as plants and animals.',
        'Practical interests fit many paths, from short vocational courses and apprenticeships to engineering degrees. What they have in common is contact with real objects and a visible result.',
      ],
      lists: {
        workActivities: [
          'Building, assembling or installing things from plans.',
          'Repairing and maintaining equipment, vehicles or buildings.',
          'Operating machines, tools or vehicles.',
          'Growing plants or caring for animals.',
          'Working outdoors and on the move.',
        ],
        workSettings: [
          'Carpenter, electrician or plumber in the building trades.',
          'Mechanic or technician in a workshop or service centre.',
          'Gardener, farmer or animal carer.',
          'Civil or mechanical engineer on site or in a factory.',
          'Chef or baker in a busy kitchen.',
        ],
        nextSteps: [
          'Take a short evening or weekend course in woodwork, electronics or bike repair.',
          'Pick a small project at home, such as building a shelf, and finish it within two weeks.',
          'Ask a tradesperson or technician you know what a typical working day looks like for them.',
          'Volunteer for a day at a community garden, repair café or animal shelter.',
        ],
      },
    },
    investigative: {
      name: 'Investigative',
      summary: 'You enjoy researching, analysing and solving problems, and finding out how and why things work.',
      description: [
        'People with a strong investigative interest are driven by curiosity. They like questions that have no easy answer, and they enjoy gathering facts, testing ideas and thinking a problem through until it makes sense.',
        'This interest often goes with a liking for reading, data, experiments and independent work. Many people with it prefer to understand something fully before they act, and they enjoy learning for its own sake.',
        'Investigative interests fit many paths, from laboratory and technical roles to research careers. What they have in common is room to ask questions and look for evidence.',
      ],
      lists: {
        workActivities: [
          'Collecting and analysing data to answer a question.',
          'Running experiments or tests and recording the results.',
          'Reading research and summarising what it shows.',
          'Finding the cause of a fault or an unexpected result.',
          'Building models or calculations to explain how something works.',
        ],
        workSettings: [
          'Laboratory technician in a hospital, school or company.',
          'Data analyst in a business or public organisation.',
          'Software developer or IT support specialist.',
          'Researcher or scientist at a university or research institute.',
          'Pharmacist, doctor or medical researcher.',
        ],
        nextSteps: [
          'Take a free online introduction to data analysis, statistics or a science subject that interests you.',
          'Choose one question you are curious about and spend two weeks researching it, then write a one-page summary.',
          'Talk to someone who works in research or data about the problems they spend their days on.',
          'Visit a science museum, public lecture or open day at a university or laboratory.',
        ],
      },
    },
    artistic: {
      name: 'Artistic',
      summary: 'You enjoy creating and expressing ideas through writing, design, music, images, performance or crafts.',
      description: [
        'People with a strong artistic interest are driven by the wish to create something original and to express themselves. They enjoy using their imagination, trying new forms and giving their work a personal style.',
        'This interest often goes with a liking for freedom in how to work, sensitivity to beauty and meaning, and enjoyment of open tasks where there is more than one good answer.',
        'Artistic interests fit many paths, from crafts and design courses to art schools and university degrees. Many creative people also combine their interest with another area, such as teaching, technology or business.',
      ],
      lists: {
        workActivities: [
          'Writing texts, stories or scripts.',
          'Designing images, layouts, products or spaces.',
          'Playing music, acting or performing for an audience.',
          'Making handmade objects such as ceramics, clothes or jewellery.',
          'Coming up with new ideas for a campaign, a game or a show.',
        ],
        workSettings: [
          'Graphic designer in an agency or as a freelancer.',
          'Hairdresser, make-up artist or florist.',
          'Writer, editor or content creator for a publisher or website.',
          'Musician, actor or stage technician in a theatre.',
          'Architect or interior designer.',
        ],
        nextSteps: [
          'Join a short course in drawing, photography, creative writing or music.',
          'Set yourself a two-week creative project, such as one photo or one page of writing a day, and share the result with a friend.',
          'Talk to someone who earns a living from creative work about how their week is organised.',
          'Volunteer to design a poster, newsletter or website for a local club or charity.',
        ],
      },
    },
    social: {
      name: 'Social',
      summary: 'You enjoy helping, teaching, caring for and supporting other people.',
      description: [
        'People with a strong social interest are driven by the wish to make a difference to others. They enjoy listening, explaining, guiding and caring, and they find meaning in seeing someone learn, heal or feel more confident.',
        'This interest often goes with a liking for cooperation, conversation and teamwork. Many people with it prefer to solve problems by talking them through and value a warm, supportive atmosphere at work.',
        'Social interests fit many paths, from care assistant and youth work roles to teaching, nursing and psychology degrees. What they have in common is regular, meaningful contact with people.',
      ],
      lists: {
        workActivities: [
          'Teaching or training people in a new skill.',
          'Listening to people and helping them find a way forward.',
          'Caring for people who are ill, young or elderly.',
          'Running group activities in a community, school or club.',
          'Welcoming and supporting customers, patients or newcomers.',
        ],
        workSettings: [
          'Teaching assistant or teacher in a school.',
          'Nurse, care worker or physiotherapist.',
          'Youth worker or community worker.',
          'Counsellor, social worker or psychologist.',
          'Trainer or HR adviser in a company.',
        ],
        nextSteps: [
          'Volunteer for a few hours a week with a charity, school, hospital or community centre.',
          'Offer to mentor or tutor someone in a subject or skill you know well.',
          'Take a short course in first aid, coaching or active listening.',
          'Talk to a teacher, nurse or social worker about what they find rewarding and hard in their work.',
        ],
      },
    },
    enterprising: {
      name: 'Enterprising',
      summary: 'You enjoy leading, persuading, selling and making decisions that move things forward.',
      description: [
        'People with a strong enterprising interest are driven by the wish to influence and to achieve. They enjoy setting goals, getting others on board and taking decisions, and they often feel energised by competition and a bit of risk.',
        'This interest often goes with a liking for speaking up, negotiating and seeing the results of their choices. Many people with it enjoy starting things, whether a project, an event or a business.',
        'Enterprising interests fit many paths, from sales and hospitality roles to management, law and running a company. What they have in common is room for initiative and influence.',
      ],
      lists: {
        workActivities: [
          'Leading a team or a project towards a goal.',
          'Selling products, services or ideas.',
          'Negotiating prices, contracts or agreements.',
          'Presenting plans and winning support for them.',
          'Starting new projects, events or businesses.',
        ],
        workSettings: [
          'Sales representative or shop manager.',
          'Event or hotel manager.',
          'Founder or owner of a small business.',
          'Marketing or business development manager.',
          'Lawyer, politician or campaign organiser.',
        ],
        nextSteps: [
          'Take on a small leadership role, such as organising an event at work, at school or in a club.',
          'Try a short project where you sell something, for example at a market or online, and note what worked.',
          'Join a public speaking or debating group for a few sessions.',
          'Ask a manager or business owner how they started and what a typical week looks like.',
        ],
      },
    },
    conventional: {
      name: 'Organising',
      summary: 'You enjoy working with data, numbers, records and clear procedures, and keeping things accurate and in order.',
      description: [
        'People with a strong organising interest are driven by the wish to bring order and reliability to their work. They enjoy clear tasks, accurate details and systems that make information easy to find and use.',
        'This interest often goes with a liking for planning, structure and careful checking. Many people with it take pride in being dependable and in keeping things running smoothly for everyone else.',
        'Organising interests fit many paths, from office and administrative roles to accounting, logistics and data management. What they have in common is care for accuracy and order.',
      ],
      lists: {
        workActivities: [
          'Keeping records, files and databases up to date.',
          'Working with figures, budgets and spreadsheets.',
          'Checking documents and data for mistakes.',
          'Planning schedules, stock or deliveries.',
          'Following and improving clear procedures.',
        ],
        workSettings: [
          'Office administrator or receptionist.',
          'Bookkeeper, accountant or payroll specialist.',
          'Logistics or warehouse planner.',
          'Bank or insurance clerk.',
          'Data or records manager in a hospital, library or company.',
        ],
        nextSteps: [
          'Take a short course in spreadsheets, bookkeeping or project planning.',
          'Organise one area of your life with a clear system, such as your finances or your documents, and keep it up for two weeks.',
          'Volunteer as treasurer, secretary or membership organiser for a club or charity.',
          'Talk to someone who works in accounting, administration or logistics about what a good day at work looks like.',
        ],
      },
    },
  },
};
