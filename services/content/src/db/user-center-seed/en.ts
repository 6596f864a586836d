import type { UserCenterTexts } from './seed-types.js';

/* English texts of the user center's seed content, written for Mindprint; the other locales are translated from them. */

const articles: UserCenterTexts['articles'] = {
  '1': {
    title: 'The Big Five: five broad traits that describe personality',
    summary: 'The Big Five model is the most widely researched way to describe personality. Here is what each trait means and what it does not mean.',
    paragraphs: [
      'When researchers collected thousands of words people use to describe each other, they found that many of them group together. Over decades, studies in many countries kept finding five broad dimensions. Today they are known as the Big Five: openness to experience, conscientiousness, extraversion, agreeableness and neuroticism.',
      'Openness describes curiosity and interest in new ideas, art and experiences. Conscientiousness describes how organised, careful and reliable a person tends to be. Extraversion is about energy from social contact and a tendency to feel positive emotions. Agreeableness describes warmth, trust and a wish to cooperate. Neuroticism describes how easily a person feels worry, sadness or stress; its opposite is often called emotional stability.',
      'Each trait is a scale, not a box. Most people score somewhere in the middle, and only a few are at the extremes. A low score is not a weakness and a high score is not a strength in itself: a very agreeable person may find it hard to say no, while a less agreeable person may be good at tough negotiations.',
      'The traits are fairly stable in adulthood, but they are not fixed. On average, people become a little more conscientious and agreeable and a little less neurotic as they grow older. Life events, new roles and deliberate effort can also bring change.',
      'Big Five scores are linked with many outcomes, such as job performance, health habits and relationship satisfaction. These links are real but modest: personality is one influence among many, together with skills, situations and choices. A test result is best used as a starting point for reflection, not as a verdict.',
    ],
  },
  '2': {
    title: 'How a personality test is built',
    summary: 'Behind a short questionnaire there is careful work: writing items, balancing them and checking that scores are consistent. This article shows the main steps.',
    paragraphs: [
      'A personality test starts with a clear definition of what it should measure. If a test measures extraversion, the designers first describe what extraverted behaviour looks like in daily life. Then they write many short statements, called items, such as "I enjoy meeting new people". People answer on a scale, for example from "strongly disagree" to "strongly agree". Each trait needs several items, because one question alone is easily misread or answered by chance.',
      'Good tests include reverse-keyed items. These are worded in the opposite direction, such as "I prefer quiet evenings at home". Agreeing with them lowers the score. Mixing both kinds of items protects against a common habit: agreeing with almost everything, no matter what it says.',
      'Next, the items are tried out with large groups of people. Statistics show which items fit together and which do not. Items that are confusing, that almost everyone answers the same way, or that measure something else are removed or rewritten.',
      'Designers then check reliability. Internal consistency shows whether the items of one scale agree with each other. Test-retest reliability shows whether people get similar scores when they take the test again a few weeks later. A test that gives very different results from week to week cannot tell you much.',
      'Finally comes validity: does the test measure what it claims? Scores are compared with other established tests, with ratings by friends and with real behaviour. No test is perfect, so a careful report always shows results as tendencies, not as certain facts about a person.',
    ],
  },
  '3': {
    title: 'What happens in a first counselling session',
    summary: 'Many people feel nervous before their first appointment with a counsellor. Knowing what usually happens can make the first step easier.',
    paragraphs: [
      'A first counselling session is mostly about getting to know each other. The counsellor wants to understand why you came, what you hope will change and what your life looks like right now. You do not need to prepare a perfect story; it is fine to say that you are not sure where to begin.',
      'At the start, the counsellor usually explains practical matters: how long sessions last, how often you will meet, what it costs and how cancellations work. They will also explain confidentiality: what you say stays private, with a few legal exceptions, for example when someone is in serious danger. You can ask questions about any of this.',
      'The counsellor will then ask about your current concerns and often about sleep, work, relationships, health and past experiences. Some questions may feel personal. You decide how much you share, and you can say that you are not ready to talk about something yet.',
      'Near the end, you may talk about first goals and how you might work together. Some counsellors give a small task to try before the next meeting, such as noticing when a problem shows up during the week.',
      'It is normal to feel tired or emotional after the first session. It is also fine to notice that the match does not feel right; trust between you and the counsellor is one of the strongest predictors of good results. If you are in crisis or think you may harm yourself, contact local emergency services or a crisis line right away instead of waiting for an appointment.',
    ],
  },
  '4': {
    title: 'How cognitive behavioural therapy works',
    summary: 'Cognitive behavioural therapy (CBT) is one of the most studied forms of psychological treatment. This article explains its main ideas in plain words.',
    paragraphs: [
      'Cognitive behavioural therapy, or CBT, is based on a simple idea: thoughts, feelings, body sensations and actions influence each other. If you think "I will fail this presentation", you may feel anxious, your heart may race and you may avoid preparing. Avoiding then makes failure more likely, which seems to confirm the original thought.',
      'In CBT, a person and a therapist look at these cycles together. A common tool is the thought record: you write down a situation, your automatic thought, the feeling and its strength, and then look for evidence for and against the thought. The aim is not positive thinking, but more balanced and realistic thinking. Over time, people learn to notice common thinking traps, such as expecting the worst or reading other people\'s minds.',
      'The behavioural part is just as important. People test their beliefs with small experiments, slowly face situations they avoid, or plan activities that bring a sense of pleasure or achievement. Change in action often leads to change in mood and in belief.',
      'CBT is usually structured and time-limited, often between 6 and 20 sessions. Sessions have an agenda, and work between sessions is common. Many studies show that CBT helps with anxiety, depression, insomnia and other problems, although not every person responds in the same way.',
      'Some CBT techniques can be learned from books and courses, and self-help can be a useful first step. However, reading about CBT is not a substitute for professional help. If your problems are severe, last a long time or affect your daily life, please talk to a qualified mental health professional.',
    ],
  },
  '5': {
    title: 'Sleep and mood: a two-way street',
    summary: 'Poor sleep can lower your mood, and low mood can disturb your sleep. Here is what research says and what simple habits may help.',
    paragraphs: [
      'Most people know the feeling: after a bad night, small problems seem bigger and patience runs out quickly. Studies confirm this. Even one night of short sleep makes people react more strongly to negative events and makes it harder to feel positive emotions.',
      'The link also works the other way. Worry, stress and low mood can make it hard to fall asleep or cause early waking. This can create a cycle where poor sleep and low mood feed each other. Long-lasting sleep problems are linked with a higher risk of depression and anxiety.',
      'Sleep experts recommend 7 to 9 hours per night for most adults. Quality matters as well as quantity. A regular schedule, with the same wake-up time every day, is one of the most effective habits, because it stabilises the body clock. Sleeping much longer on weekends can shift the body clock and make Monday mornings harder.',
      'Other helpful habits include daylight in the morning, less caffeine after midday, a cool and dark bedroom, and a calm routine before bed. If you lie awake for a long time, it can help to get up, do something quiet in dim light and return to bed when you feel sleepy.',
      'These tips are general information and not a substitute for professional help. If you have slept badly for several weeks, snore loudly, feel very sleepy during the day or your mood stays low, talk to a doctor. Structured treatments for insomnia, such as CBT for insomnia, work well for many people.',
    ],
  },
  '6': {
    title: 'Types or traits? Two ways to describe personality',
    summary: 'Some tests sort people into types, others place them on scales. Both have uses, and knowing the difference helps you read your results wisely.',
    paragraphs: [
      'Personality can be described in two main ways. Type models place people into categories, such as 16 personality types built from four pairs of preferences. Trait models, such as the Big Five, describe each person by their position on several continuous scales.',
      'Type models are easy to remember and talk about. A four-letter type gives a short summary that people often find meaningful, and it can start good conversations about differences at work or at home. This is why type-based tests are popular in coaching and team workshops. A type also reminds people that different preferences are normal and that no type is better than another.',
      'Trait models are more precise. Research shows that most personality characteristics are spread along a scale, with most people in the middle. A person who is only slightly more introverted than extraverted gets the same type letter as a strongly introverted person, even though they may behave quite differently.',
      'For this reason, good type-based reports also show how clear each preference is. If your score is close to the middle on one pair, the opposite description may fit you almost as well. It is worth reading both descriptions and deciding which feels more accurate.',
      'Both approaches can be useful if we remember their limits. A type is a helpful summary, not a cage: it does not decide your abilities, your career or whom you should love. Your behaviour also depends on the situation, your goals and the skills you build.',
    ],
  },
  '7': {
    title: 'Reading your test results wisely',
    summary: 'A test score is information, not a label. Learn what percentiles, score ranges and measurement error mean for your own results.',
    paragraphs: [
      'Many personality reports show percentiles. A percentile of 70 on a trait means that you scored higher than about 70 percent of the people in the comparison group. It does not mean that you got 70 percent of the answers right; in personality tests there are no right or wrong answers. Percentiles also depend on the comparison group, so the same answers can give a slightly different percentile in a different group.',
      'Every score includes some measurement error. Your mood, the time of day and how you understood a question can move the result a little. This is why good reports describe ranges or tendencies. A difference of a few points between two people, or between two test sessions, is often not meaningful.',
      'Results near the middle of a scale deserve special care. If a report puts you in one category because of a small difference, the opposite description may also fit you in many situations. Read both sides and notice where you recognise yourself.',
      'Ask yourself three questions when you read a report. Does this match how I behave in different situations? Would people who know me well agree? What could I do with this information? Talking about your results with a friend can bring useful new views.',
      'Finally, remember what the test was built for. A personality test for self-discovery is not a clinical diagnosis, and it cannot detect a mental health condition. If you are worried about your mental health, a qualified professional can give a proper assessment.',
    ],
  },
  '8': {
    title: 'How to choose a counsellor who fits you',
    summary: 'The relationship with your counsellor matters a lot. These practical steps help you find a qualified professional and judge whether the match is right.',
    paragraphs: [
      'Research consistently finds that the working relationship between client and counsellor, often called the therapeutic alliance, is one of the strongest predictors of good results. This means that finding the right person is worth some effort.',
      'Start with qualifications. Check that the person is trained and registered with a recognised professional body in your country. Titles differ between countries, so it is fine to ask directly: What is your training? Who supervises your work? How do you protect my privacy?',
      'Next, think about what you need. Some counsellors focus on specific problems, such as anxiety, grief or relationships. Others work with certain methods, such as cognitive behavioural therapy or person-centred counselling. You can also consider practical points: language, location, online sessions, cost and available times. Research suggests that many different methods work similarly well on average, so your trust in the person matters as much as the method.',
      'Many counsellors offer a short first call. Use it to notice how you feel. Do you feel listened to and respected? Does the person explain clearly how they work? You do not need to feel completely comfortable at once, but you should feel safe.',
      'After a few sessions, it is fine to review the work together. If you feel that nothing is changing, say so; a good counsellor welcomes this. If the match still does not fit, changing to another professional is a normal and healthy choice. In an emergency, do not wait for a match: contact local emergency services or a crisis line.',
    ],
  },
  '9': {
    title: 'Behavioural activation: small actions that lift mood',
    summary: 'When mood is low, people often wait to feel better before doing things. Behavioural activation turns this around and starts with action.',
    paragraphs: [
      'Low mood often leads people to withdraw. They stop meeting friends, skip hobbies and stay at home. This is understandable, but it also removes the activities that could bring pleasure and a sense of achievement, so mood can sink further.',
      'Behavioural activation is a treatment approach that works on this cycle. Instead of waiting for motivation, a person plans small, concrete activities and does them even if they do not feel like it. Studies show that this approach can be as effective as other structured therapies for depression.',
      'The first step is usually observation. For one week, you write down what you do each hour and rate your mood. Many people discover clear patterns, for example that mood is lower after long periods on the sofa and higher after a short walk or a call with a friend.',
      'Next, you choose activities that matter to you and make them small enough to succeed: a ten-minute walk instead of a gym plan, or one message to a friend instead of organising a party. You schedule them in a calendar and notice how you feel afterwards. Over the weeks, the activities can slowly become larger and more regular. Setbacks are normal; the plan is simply adjusted and started again.',
      'Behavioural activation is simple to describe but can be hard to do alone when mood is very low. This article is not a substitute for professional help. If low mood lasts more than two weeks or you have thoughts of harming yourself, please contact a doctor, a mental health professional or a crisis line.',
    ],
  },
  '10': {
    title: 'Burnout: early signs and what you can do',
    summary: 'Burnout develops slowly from long-lasting work stress. Recognising the early signs gives you more options to change course.',
    paragraphs: [
      "The World Health Organization describes burnout as an occupational phenomenon caused by chronic workplace stress that has not been successfully managed. It has three main features: exhaustion, mental distance from one's job or cynical feelings about it, and reduced effectiveness at work.",
      'Burnout rarely appears suddenly. Early signs often include tiredness that does not go away after a weekend, trouble switching off in the evening, more irritability, and less interest in parts of the work that used to feel meaningful. Sleep problems, headaches and frequent colds can also appear. Colleagues and family may notice changes, such as withdrawal or a shorter temper, before the person does.',
      'Causes usually lie in the work situation as much as in the person. Research points to high workload, little control, unclear roles, lack of recognition, unfair treatment and conflict between personal values and the job. Personal factors, such as high perfectionism or difficulty saying no, can add to the risk.',
      'Helpful steps include talking with your manager about priorities and workload, protecting real breaks, setting limits on work messages after hours and making time for sleep, movement and people you enjoy. Noting what drains and what restores your energy for two weeks can show where change is most needed.',
      'Burnout can overlap with depression and anxiety, and the symptoms can be serious. This article is not a substitute for professional help. If exhaustion lasts for weeks, your mood stays low or daily tasks feel impossible, talk to a doctor or mental health professional.',
    ],
  },
  '11': {
    title: 'Five myths about introverts',
    summary: 'Introversion is often misunderstood. Here is what research says about quiet personalities, and what it does not say.',
    paragraphs: [
      'In personality research, introversion is the low end of the extraversion scale. Introverts tend to prefer calmer settings and smaller groups, and they often need time alone to recharge after busy social events. Research suggests that people differ in how much stimulation feels comfortable, and introverts tend to reach their limit sooner. Like every trait, it is a matter of degree, and many people are somewhere in the middle.',
      'Myth one: introverts are shy. Shyness is a fear of social judgement, while introversion is a preference for less stimulation. Some introverts are not shy at all, and some extraverts are shy. Myth two: introverts do not like people. Most introverts value close relationships; they often prefer deep conversations with a few people over small talk with many.',
      'Myth three: introverts cannot be leaders. Studies show that introverted leaders can be very effective, especially with proactive teams, because they tend to listen and let others bring in ideas. Myth four: introversion is something to fix. It is a normal variation in personality, not a problem.',
      'Myth five: introverts and extraverts are completely different kinds of people. In reality, everyone behaves in more and less outgoing ways depending on the situation. Research even shows that introverts often enjoy acting in an outgoing way for a while, although they may feel tired later.',
      'Knowing where you are on this scale can help you plan your days: when to seek company, when to rest and how to explain your needs to others. Your score describes a tendency, not a limit on what you can do.',
    ],
  },
  '12': {
    title: 'Stress and the body: what happens and how to recover',
    summary: 'Stress is not only in the mind. This article explains how the body reacts to pressure and which simple habits help it return to calm.',
    paragraphs: [
      'When you face a challenge, your body prepares to act. The nervous system and hormones such as adrenaline and cortisol make the heart beat faster, breathing speed up and muscles tense. Energy is moved to where it is needed, and digestion slows down. This stress response is old and useful: it helps us react quickly.',
      'Problems arise when the response is switched on too often or for too long. Ongoing stress is linked with poor sleep, headaches, stomach problems, high blood pressure and a weaker immune system. It can also make it harder to concentrate and to enjoy things.',
      'Recovery is the other half of the story. The body has a calming system that slows the heart and supports rest and digestion. Slow breathing, especially with a longer breath out, is one simple way to activate it. Try breathing in for four seconds and out for six seconds for a few minutes.',
      'Regular physical activity, enough sleep, time in nature and contact with supportive people all help the body recover. Small breaks during the day matter too: a short walk or a few minutes away from screens can lower tension before it builds up. It also helps to notice your own early signals, such as a tight jaw or shallow breathing, so that you can react sooner.',
      'Some physical symptoms can have medical causes, so do not explain everything with stress. This article is not a substitute for professional help. If symptoms are strong, new or do not go away, see a doctor; if stress feels unmanageable, a mental health professional can help.',
    ],
  },
};

const courseCategories: UserCenterTexts['courseCategories'] = {
  '1': { name: 'Self-discovery', description: 'Understand your personality, strengths and values, and use them in daily life.' },
  '2': { name: 'Relationships', description: 'Build closer, calmer relationships with partners, friends and family.' },
  '3': { name: 'Work and stress', description: 'Handle pressure at work, recover your energy and prevent burnout.' },
};

const courses: UserCenterTexts['courses'] = {
  '1': {
    title: 'Understanding Your Personality Type',
    summary: 'A practical guide to reading your 16-type result and using it in daily life.',
    description:
      'This course explains what the four preference pairs of a 16-type model mean and how to read your own result. Short exercises help you check the result against your real life and turn it into useful next steps.',
    author: 'Mindprint editorial team',
    chapters: [
      {
        title: 'Chapter 1: What a personality type can tell you',
        paragraphs: [
          'A personality type is a short summary of your preferences: where you get energy, how you take in information, how you make decisions and how you like to organise your life. It describes what feels natural to you, not what you are able to do. Every type can learn every skill.',
          'Your result is based on your own answers, so it reflects how you see yourself today. It is a starting point for reflection. The most useful question is not "Is this me?" but "Where does this fit me, and where does it not?"',
          'Exercise: Read the short description of your type. Underline three sentences that fit you well and circle one sentence that does not fit. Write one example from the last month for each underlined sentence.',
        ],
      },
      {
        title: 'Chapter 2: The four preference pairs',
        paragraphs: [
          'Extraversion and introversion describe where you direct your energy: towards people and activity, or towards your inner world and quiet reflection. Sensing and intuition describe how you prefer to take in information: concrete facts and experience, or patterns and possibilities.',
          'Thinking and feeling describe how you prefer to make decisions: by logical analysis, or by considering values and the people involved. Judging and perceiving describe how you like to live: with plans and closure, or with flexibility and open options. Everyone uses both sides of each pair; the preference only shows which side feels easier.',
          'Exercise: For each pair, write a situation where you clearly used your preferred side and one where you used the other side. Notice how each felt. Using your less preferred side is often possible but more tiring.',
        ],
      },
      {
        title: 'Chapter 3: Clear and close preferences',
        paragraphs: [
          'Your report shows how clear each preference is. A clear preference means your answers pointed strongly in one direction. A close preference means your answers were nearly balanced, and both descriptions may fit you in different situations.',
          'Close results are not a problem. They often show flexibility. However, they also mean that your type letter for that pair is less certain. If you take the test again, this letter is the one most likely to change. This does not mean the test failed; it means that you use both sides fairly often.',
          'Reflection questions: Which of your preferences are clear? Which are close? For a close pair, read both descriptions. In which situations do you act like each one? Ask a friend which description they think fits you better, and why.',
        ],
      },
      {
        title: 'Chapter 4: Putting your type to work',
        paragraphs: [
          'Knowing your preferences can help you plan your days. If you prefer introversion, you might schedule quiet time after long meetings. If you prefer perceiving, you might set a few fixed deadlines so that open options do not become last-minute stress.',
          'Your type can also improve communication. People with different preferences may need different information: facts and steps for some, the big picture and reasons for others. Asking "What do you need from me to decide?" is often more helpful than guessing.',
          'Final exercise: Choose one situation that often goes badly for you, such as team meetings or planning a holiday. Write which of your preferences play a role, what the other person may prefer, and one small change you will try this week.',
        ],
      },
    ],
  },
  '2': {
    title: 'Growing with Your Strengths',
    summary: 'Find your natural strengths, use them more often and manage their blind spots.',
    description:
      'Strengths are patterns of thinking, feeling and acting that come naturally and give you energy. This course helps you name your strengths, use them in new ways and notice when a strength is overused. Each chapter ends with a practical exercise.',
    author: 'Mindprint editorial team, self-discovery series',
    chapters: [
      {
        title: 'Chapter 1: What counts as a strength',
        paragraphs: [
          'A strength is more than something you are good at. It is something you do well, do often and enjoy doing. When you use a strength, time passes quickly and you often feel more energetic afterwards, not less.',
          'Research in positive psychology suggests that people who use their strengths often in daily life report more well-being and engagement at work. The effect is not magic, but it is steady: small, regular use matters more than a rare big effort. Strengths also grow with practice, just like skills.',
          'Exercise: Think of three moments in the past year when you felt at your best. For each moment, write what you were doing, who was there and which personal qualities you used. Look for qualities that appear more than once.',
        ],
      },
      {
        title: 'Chapter 2: Naming your strengths',
        paragraphs: [
          'Personality results can give helpful clues. For example, high openness often goes with curiosity and creativity, and high conscientiousness with persistence and planning. Your type preferences can point in similar directions.',
          'Other people can see strengths that we take for granted. Ask three people who know you well: "When have you seen me at my best?" Collect their answers without arguing or explaining. Many people are surprised by what others notice. If the same quality is named by several people, it is very likely a real strength.',
          'Exercise: Combine your own list and the feedback you received. Choose five strengths that appear most often. For each one, write a short sentence in your own words, such as "I notice when someone in the group feels left out."',
        ],
      },
      {
        title: 'Chapter 3: Using strengths in new ways',
        paragraphs: [
          'A well-studied exercise is to use one of your top strengths in a new way every day for a week. Studies found that this simple practice can raise well-being for weeks afterwards. The key is novelty: doing something familiar in a new setting.',
          'For example, if curiosity is one of your strengths, you might ask a colleague about their work, try a new route home or read about a topic you know nothing about. If kindness is a strength, you might write a thank-you note or help a neighbour.',
          'Exercise: Plan seven small new uses of one strength, one for each day of the next week. Write them down before you start. Each evening, note what you did and how you felt. At the end of the week, read your notes and choose one use to keep.',
        ],
      },
      {
        title: 'Chapter 4: When a strength becomes too much',
        paragraphs: [
          'Every strength can be overused. Persistence can turn into stubbornness, honesty into harshness and care for others into neglect of yourself. Overuse usually happens under stress, when we rely on what feels safest. Other people often notice the overuse before we do.',
          'The aim is not to use strengths less, but to use them wisely: the right strength, in the right amount, at the right time. Other strengths can balance each other. For example, kindness can soften honesty, and curiosity can open up stubborn persistence.',
          'Reflection questions: Which of your strengths do other people sometimes find too much? In which situations does this happen? Which other strength could balance it? Write one sentence you can say to yourself when you notice the overuse starting.',
        ],
      },
    ],
  },
  '3': {
    title: 'Communication in Close Relationships',
    summary: 'Talk about needs, listen well and handle conflict in ways that bring you closer.',
    description:
      'Good communication is one of the best predictors of lasting, satisfying relationships. This course gives you practical tools for listening, expressing needs and handling disagreements with partners, friends and family. It also shows how different personality preferences shape the way people talk.',
    author: 'Mindprint editorial team',
    chapters: [
      {
        title: 'Chapter 1: Listening that makes people feel heard',
        paragraphs: [
          'Most people listen in order to reply. Active listening means listening in order to understand. You give full attention, put your phone away, and check that you understood before you give your own view. It sounds simple, but it takes practice, especially when the topic is emotional.',
          'Two simple tools help a lot. The first is summarising: "So you felt left alone when I came home late?" The second is asking open questions that cannot be answered with yes or no, such as "What was the hardest part for you?"',
          'Exercise: In your next important conversation, summarise what the other person said at least twice before you share your opinion. Afterwards, write down how the conversation felt and whether the other person reacted differently than usual.',
        ],
      },
      {
        title: 'Chapter 2: Saying what you need',
        paragraphs: [
          'Many conflicts start with criticism of the other person: "You never help." This usually leads to defence, not change. A more helpful way is to describe the situation, your feeling and your need, and then make a clear request.',
          'For example: "When the dishes are still in the sink in the evening, I feel tired and alone with the housework. I need us to share it. Could you do the dishes on weekdays?" This is specific, honest and gives the other person something they can do.',
          'Exercise: Think of a repeated complaint in one of your relationships. Rewrite it in four parts: situation, feeling, need and request. Read it aloud. Does it sound like an invitation or an attack? Adjust it until it feels fair.',
        ],
      },
      {
        title: 'Chapter 3: Handling conflict calmly',
        paragraphs: [
          'Conflict is normal; what matters is how it is handled. Research on couples shows that criticism, contempt, defensiveness and stonewalling make conflicts more damaging. Their opposites are gentle starts, respect, taking some responsibility and staying in contact.',
          'When emotions become very strong, the body goes into a stress response and it becomes hard to listen. In that moment, a short break is better than a long fight. Agree on a signal, take about twenty minutes to calm down and then come back to the topic.',
          'Reflection questions: How do conflicts usually start in your relationship? Which of the four damaging patterns do you use most? What would a gentle start sound like for your most common topic? Agree with the other person on a break signal you both accept.',
        ],
      },
      {
        title: 'Chapter 4: Different personalities, different styles',
        paragraphs: [
          'Personality preferences influence how people communicate. Someone who prefers extraversion may want to talk a problem through right away, while someone who prefers introversion may need time to think first. Neither way is wrong, but the difference can cause frustration.',
          'Similarly, some people prefer to discuss facts and solutions, while others first need to feel that their emotions are understood. Asking "Do you want advice, or do you want me to listen?" can prevent many misunderstandings.',
          'Final exercise: With your partner or a close friend, talk about three questions: How much time do you need before talking about a problem? What helps you feel understood? What should I avoid doing when you are upset? Write down the answers and keep them.',
        ],
      },
    ],
  },
  '4': {
    title: 'Friendship and Belonging',
    summary: 'Make new friends as an adult, deepen existing friendships and handle loneliness.',
    description:
      'Friendships protect our health and well-being, yet many adults find it hard to make and keep friends. This course explains what research says about how friendships grow and gives small, concrete steps for building connection.',
    author: 'Mindprint editorial team, relationships series',
    chapters: [
      {
        title: 'Chapter 1: Why friendship matters',
        paragraphs: [
          'Strong social connections are linked with better mental health, better physical health and even a longer life. Loneliness, on the other hand, is linked with stress, poor sleep and low mood. Feeling connected is a basic human need, not a luxury.',
          'Loneliness is about the quality of relationships, not their number. A person can feel lonely in a crowd and well connected with only two close friends. Many people feel lonely at some point, especially after moving, changing jobs or ending a relationship.',
          'Reflection questions: Who do you feel close to right now? Who would you call with good news, and who with bad news? Are you satisfied with your connections, and if not, what is missing: more people, or deeper contact with people you already know?',
        ],
      },
      {
        title: 'Chapter 2: How friendships grow',
        paragraphs: [
          'Research suggests that friendships grow from repeated contact over time. Seeing the same people regularly, for example in a class, a club or at work, gives relationships a chance to develop. One study estimated that it takes about 50 hours together to turn an acquaintance into a casual friend, and many more hours for a close friend.',
          'Familiarity also helps: people tend to like others more as they become familiar. This is why regular activities are better for making friends than one-time events. Sharing a bit more about yourself over time, and responding warmly when others share, deepens trust.',
          'Exercise: Choose one regular activity where you can see the same people every week, such as a sports group, a language class or volunteering. Commit to going at least six times before you decide whether it works for you.',
        ],
      },
      {
        title: 'Chapter 3: Taking the first step',
        paragraphs: [
          'Many people wait for others to reach out first. Studies show that people often underestimate how much others like them after a conversation and how much others would enjoy hearing from them. Reaching out is usually welcomed more than we expect.',
          'Start small. Send a short message to someone you have not spoken to for a while. Suggest a specific plan, such as a walk on Saturday morning, instead of a vague "we should meet sometime". Specific plans are much more likely to happen.',
          'Exercise: Make a list of five people you would like to see more often. This week, contact two of them with a specific suggestion. Write down how you felt before and after, and how they responded.',
        ],
      },
      {
        title: 'Chapter 4: Keeping friendships alive',
        paragraphs: [
          'Friendships need regular care. Small gestures matter: remembering an important date, asking about something the friend mentioned last time, or sharing their good news with real interest. Responding with enthusiasm to good news is linked with stronger bonds.',
          'Conflicts and distance happen in every friendship. Often a short, honest message helps: "I miss our talks. Can we meet soon?" If a friendship causes more stress than support over a long time, it is also fine to give it less room.',
          'Final exercise: Draw three circles: close friends, good friends and friendly contacts. Place people in them. For each close friend, write one small thing you will do this month to show that you care. If loneliness feels heavy and lasting, consider talking to a counsellor.',
        ],
      },
    ],
  },
  '5': {
    title: 'Everyday Stress Toolkit',
    summary: 'Simple, research-based tools to notice stress early and calm your body and mind.',
    description:
      'Stress is part of life, but long-lasting stress harms sleep, mood and health. This course teaches simple tools you can use in a few minutes: noticing stress signals, calming breathing, helpful thinking and daily recovery habits.',
    author: 'Mindprint editorial team',
    chapters: [
      {
        title: 'Chapter 1: Knowing your stress signals',
        paragraphs: [
          'Stress shows up in the body, in thoughts, in feelings and in behaviour. Body signals can be a tight neck, a fast heartbeat or a stomach ache. Thought signals include worry and trouble concentrating. Behaviour signals include snapping at people, eating more or less, or scrolling late at night.',
          'Every person has their own typical early signals. Noticing them early gives you time to act before stress becomes overwhelming. Most people only notice stress when it is already high.',
          'Exercise: For one week, check in with yourself three times a day: morning, midday and evening. Rate your stress from 0 to 10 and write one body signal, one thought and one behaviour you notice. At the end of the week, mark your three most common early signals.',
        ],
      },
      {
        title: 'Chapter 2: Calming the body',
        paragraphs: [
          'Slow breathing is one of the fastest ways to calm the body. When the breath out is longer than the breath in, the body\'s calming system becomes more active and the heart rate slows down.',
          'Try this: breathe in through your nose for four seconds and breathe out slowly through your mouth for six seconds. Repeat for two to five minutes. Another option is box breathing: in for four, hold for four, out for four, hold for four.',
          'Exercise: Practise one breathing method twice a day for a week, even when you feel calm. Practising when calm makes it easier to use when stressed. Rate your tension before and after each practice from 0 to 10 and note the difference.',
        ],
      },
      {
        title: 'Chapter 3: Working with stressful thoughts',
        paragraphs: [
          'Stress often grows from how we interpret a situation. Thoughts such as "This will be a disaster" or "I must do everything perfectly" make the body react as if there were real danger. Noticing these thoughts is the first step.',
          'Then ask helpful questions: What is the evidence for and against this thought? What is the most likely outcome, not the worst? What would I say to a friend in the same situation? The goal is not to think positively, but to think realistically.',
          'Exercise: When you notice a strong stress reaction this week, write the situation, your thought, your feeling and its strength from 0 to 100. Then write a more balanced thought and rate your feeling again. Repeat this at least three times.',
        ],
      },
      {
        title: 'Chapter 4: Building recovery into your days',
        paragraphs: [
          'Recovery is not a reward for finishing all your work; it is what makes good work possible. Short breaks during the day, regular sleep, physical activity and time with people you like all help the body and mind recover.',
          'Activities that are different from your work recover you best. If your job is mentally demanding, physical activity or crafts may help. If your job involves many people, quiet time alone may help more. Switching off from work in the evening is one of the strongest predictors of recovery.',
          'Final exercise: Write your personal stress plan on one page: your early signals, two calming tools, one helpful thought and three recovery activities for each week. If stress stays high for weeks or affects your health, please talk to a doctor or a mental health professional.',
        ],
      },
    ],
  },
  '6': {
    title: 'Preventing Burnout at Work',
    summary: 'Understand where burnout comes from, protect your energy and shape your work in healthier ways.',
    description:
      'Burnout grows slowly from long-lasting work stress. This course helps you recognise early warning signs, find the main sources of strain in your job and make practical changes, together with your team and manager. It also looks at how your personality preferences affect what drains and restores your energy.',
    author: 'Mindprint editorial team, work and well-being series',
    chapters: [
      {
        title: 'Chapter 1: Understanding burnout',
        paragraphs: [
          'Burnout is described as a result of chronic workplace stress that has not been successfully managed. Its three main features are exhaustion, mental distance or cynicism about work, and a feeling of reduced effectiveness.',
          'Burnout is not a personal weakness. Research shows that job conditions play a large role: heavy workload, little control, lack of recognition, poor team relationships, unfairness and a mismatch between personal values and the work. Personal habits such as perfectionism can add to the risk.',
          'Reflection questions: On a scale from 0 to 10, how exhausted do you feel at the end of a normal week? How has your attitude towards your work changed in the past year? Which of the job conditions above do you recognise in your situation?',
        ],
      },
      {
        title: 'Chapter 2: Mapping what drains and restores you',
        paragraphs: [
          'Energy at work depends on the balance between demands and resources. Demands are things that cost effort, such as deadlines or difficult conversations. Resources are things that help, such as support from colleagues, clear goals, autonomy and learning.',
          'Personality preferences matter here too. Someone who prefers introversion may find constant meetings draining, while someone who prefers extraversion may feel drained by long periods of working alone. Knowing your preferences helps you explain your needs.',
          'Exercise: For two weeks, write down each day your three biggest energy drains and three biggest energy sources at work. At the end, look for patterns. Mark which drains you can change yourself, which need a conversation, and which you must accept for now.',
        ],
      },
      {
        title: 'Chapter 3: Setting limits and protecting recovery',
        paragraphs: [
          'When work keeps growing, clear limits protect your health. This can mean fixed times when you do not read work messages, a real lunch break away from your desk, or saying "I can do this, but then that other task will be late. Which is more important?"',
          'Recovery outside work is essential. Psychological detachment, meaning mentally switching off from work in free time, is strongly linked with less exhaustion. A short end-of-day ritual, such as writing tomorrow\'s top three tasks and closing the laptop, helps the mind let go.',
          'Exercise: Choose one limit you will try for the next two weeks. Write it down, tell one person about it, and note each day whether you kept it and how you felt. Adjust the limit if it is not realistic.',
        ],
      },
      {
        title: 'Chapter 4: Changing the work, not only yourself',
        paragraphs: [
          'Individual tools help, but lasting change often needs changes in the work itself. Job crafting means shaping your tasks, relationships and view of your work so that they fit you better, for example by taking on tasks that use your strengths or by building contact with supportive colleagues.',
          'Prepare a conversation with your manager. Describe the facts: your workload, the hours you work and the effects you notice. Suggest specific changes, such as clearer priorities, help with one project or a more realistic deadline. Most managers prefer to hear about problems early.',
          'Final exercise: Write your plan with three parts: one change you will make yourself, one change you will ask for, and one warning sign that will tell you to seek more help. If exhaustion lasts for weeks or your mood stays low, talk to a doctor or mental health professional; this course is not a substitute for professional help.',
        ],
      },
    ],
  },
};

const questions: UserCenterTexts['questions'] = {
  '1': {
    prompt: 'Which of these is one of the Big Five personality traits?',
    options: ['Ambition', 'Conscientiousness', 'Optimism', 'Intelligence'],
    analysis:
      'The Big Five are openness, conscientiousness, extraversion, agreeableness and neuroticism. Conscientiousness describes how organised, careful and goal-directed a person tends to be. Ambition and optimism are related to these traits but are not among the five, and intelligence is usually measured as an ability, not as a personality trait.',
  },
  '2': {
    prompt: 'Which number comes next in the series: 2, 4, 8, 16, ?',
    options: [],
    analysis: 'Each number is double the number before it: 2 × 2 = 4, 4 × 2 = 8, 8 × 2 = 16. So the next number is 16 × 2 = 32.',
  },
  '3': {
    prompt: 'Which way of handling emotions is linked in research with better well-being over time?',
    options: [
      'Hiding your feelings from everyone',
      'Going over the problem again and again',
      'Reappraisal: looking at the situation in a new way',
      'Avoiding everything that reminds you of the problem',
    ],
    analysis:
      'Studies on emotion regulation often find that reappraisal, which means changing how you interpret a situation, is linked with more positive emotion and better relationships. Suppressing feelings, repeated rumination and constant avoidance are linked with more distress over time. Reappraisal does not mean pretending everything is fine; it means looking for a view that is both realistic and helpful.',
  },
  '4': {
    prompt: 'Which of these are part of active listening? Choose all that apply.',
    options: [
      'Summarising in your own words what the other person said',
      'Planning your reply while the other person is still talking',
      'Asking open questions to understand more',
      'Turning the conversation to a similar story of your own',
    ],
    analysis:
      'Active listening means giving full attention and checking that you understand. Summarising and asking open questions show the speaker that they were heard and help you understand them better. Planning your answer while they talk and switching to your own story move the attention away from the speaker.',
  },
  '5': {
    prompt: "In Holland's well-known model of career interests (RIASEC), what does the letter R stand for?",
    options: ['Realistic', 'Reflective', 'Rational', 'Reliable'],
    analysis:
      'The six interest types of the model are Realistic, Investigative, Artistic, Social, Enterprising and Conventional. Realistic interests describe people who enjoy practical, hands-on work with tools, machines, plants or animals. The model is widely used in career guidance to match interests with work environments.',
  },
  '6': {
    prompt: 'Research on couples found that one of these behaviours is a strong warning sign for a relationship. Which one?',
    options: ['Disagreeing from time to time', 'Spending some time apart', 'Having different hobbies', 'Contempt, such as mocking or eye-rolling'],
    analysis:
      'Long-term studies of couples have found that contempt, meaning treating a partner as inferior through mocking, sarcasm or eye-rolling, is one of the strongest predictors of separation. Disagreements are normal in healthy relationships, and time apart or different hobbies are not a problem in themselves. What matters most is how partners treat each other during conflict.',
  },
  '7': {
    prompt: 'How many hours of sleep per night do sleep experts recommend for most adults?',
    options: ['4 to 5 hours', '7 to 9 hours', '10 to 12 hours', 'It does not matter'],
    analysis:
      'Expert groups in sleep medicine recommend 7 to 9 hours per night for most adults. Regularly sleeping less than 7 hours is linked with worse mood, attention and health. Needs vary a little from person to person, but very few people function well on 4 to 5 hours over a long time.',
  },
  '8': {
    prompt:
      'In box breathing you breathe in for 4 seconds, hold for 4 seconds, breathe out for 4 seconds and hold again for 4 seconds. How many seconds does one full cycle take?',
    options: [],
    analysis:
      'One cycle has four steps of 4 seconds each: 4 + 4 + 4 + 4 = 16 seconds. Slow, regular breathing like this can help the body calm down when you feel stressed.',
  },
  '9': {
    prompt: 'Which of these belong to the Big Five model of personality? Choose all that apply.',
    options: ['Openness to experience', 'Agreeableness', 'Charisma', 'Neuroticism'],
    analysis:
      'The Big Five model includes openness to experience, conscientiousness, extraversion, agreeableness and neuroticism (sometimes called emotional stability when scored the other way). Charisma is a quality people notice in others, but it is not one of the five broad traits.',
  },
  '10': {
    prompt: 'Which number does not belong in this group: 3, 5, 7, 9, 11?',
    options: ['3', '5', '9', '11'],
    analysis:
      'The numbers 3, 5, 7 and 11 are prime numbers: each can only be divided by 1 and itself. The number 9 can be divided by 3 (3 × 3 = 9), so it is the only one that is not prime.',
  },
  '11': {
    prompt: 'Putting a feeling into words, for example "I feel anxious", is called affect labelling. What does research suggest it tends to do?',
    options: [
      'It often reduces how strong the feeling is',
      'It always makes the feeling stronger',
      'It has no effect at all',
      'It makes you forget the situation',
    ],
    analysis:
      'Brain imaging and lab studies suggest that naming an emotion can lower its intensity a little, probably because it engages areas of the brain involved in self-control. This is one reason why journaling and talking about feelings can help. It does not remove the feeling, but it often makes it easier to handle.',
  },
  '12': {
    prompt: 'The bystander effect describes what often happens when many people see an emergency. Compared with being alone, each person is usually…',
    options: ['more likely to help', 'less likely to help', 'exactly as likely to help', 'certain to help'],
    analysis:
      'Studies of the bystander effect show that people are often less likely to help when others are present, because responsibility feels shared and people look to others to decide if help is needed. Knowing about this effect can make it easier to act. If you see an emergency, point to one person and ask them directly for help.',
  },
  '13': {
    prompt:
      'You work in focused blocks of 25 minutes, and after each block you take a 5-minute break. How many minutes do four blocks with their breaks take in total?',
    options: [],
    analysis: 'Each block with its break takes 25 + 5 = 30 minutes. Four of them take 4 × 30 = 120 minutes, which is two hours.',
  },
  '14': {
    prompt: 'Which of these are signs of healthy conflict between partners? Choose all that apply.',
    options: [
      'Talking about a specific behaviour instead of attacking the other person',
      'Taking a short break when too upset, then coming back to the topic',
      'Bringing up every old mistake',
      'Refusing to talk and ignoring the other person',
    ],
    analysis:
      'Healthy conflict focuses on a specific problem, not on the other person\'s character. A short, agreed break helps both people calm down before continuing. Listing old mistakes and shutting the other person out (often called stonewalling) are linked with more damaging conflicts.',
  },
  '15': {
    prompt: 'How much moderate physical activity per week does the World Health Organization recommend for adults?',
    options: ['About 30 minutes', 'About 60 minutes', '150 to 300 minutes', 'No activity is needed'],
    analysis:
      'The World Health Organization recommends at least 150 to 300 minutes of moderate activity per week for adults, such as brisk walking or cycling. Regular activity is also linked with better mood and lower anxiety. Any amount of movement is better than none, and it can be spread over the week.',
  },
  '16': {
    prompt: 'Which hormone is often called the "stress hormone"?',
    options: ['Cortisol', 'Insulin', 'Melatonin', 'Oxytocin'],
    analysis:
      'Cortisol is released by the adrenal glands when the body faces stress. It raises available energy and helps the body respond to a challenge. Short rises are normal and useful, but cortisol that stays high for a long time is linked with problems in sleep, mood and health.',
  },
  '17': {
    prompt: 'In personality tests, what is a reverse-keyed item?',
    options: [
      'A question that is skipped on purpose',
      'A question written in another language',
      'A question that is asked twice',
      'A question where agreeing means a lower score on the trait',
    ],
    analysis:
      'A reverse-keyed item is worded in the opposite direction of the trait. For example, on an extraversion scale, agreeing with "I prefer quiet evenings alone" lowers the extraversion score. Test designers mix normal and reverse-keyed items so that a person who simply agrees with everything does not get a misleading result.',
  },
  '18': {
    prompt: 'Which number comes next in the series: 1, 1, 2, 3, 5, 8, ?',
    options: [],
    analysis: 'Each number is the sum of the two numbers before it: 1 + 1 = 2, 1 + 2 = 3, 2 + 3 = 5, 3 + 5 = 8. So the next number is 5 + 8 = 13.',
  },
  '19': {
    prompt: 'Which of these are abilities in common models of emotional intelligence? Choose all that apply.',
    options: ['Perceiving emotions in yourself and others', 'Managing emotions', 'Memorising facts quickly', 'Understanding how emotions change'],
    analysis:
      'A widely used model of emotional intelligence describes four abilities: perceiving emotions, using emotions to support thinking, understanding emotions and managing emotions. Memorising facts is part of general memory and learning, not of emotional intelligence.',
  },
  '20': {
    prompt: 'What does the "mere exposure effect" describe?',
    options: [
      'People always dislike things they see often',
      'People tend to like things more after seeing them several times',
      'People remember only the first thing they see',
      'People cannot recognise faces they have seen before',
    ],
    analysis:
      'The mere exposure effect is the finding that people tend to like something more simply because it has become familiar. It has been shown for faces, words, music and images. This is one reason why regular, simple contact, such as seeing the same neighbours every day, can help friendships start.',
  },
  '21': {
    prompt: "How does the World Health Organization's classification (ICD-11) describe burnout?",
    options: [
      'As a personality type',
      'As an illness caused by a virus',
      'As an occupational phenomenon caused by chronic workplace stress that has not been successfully managed',
      'As normal tiredness after one long day',
    ],
    analysis:
      'ICD-11 describes burnout as an occupational phenomenon, not as a medical condition. It results from chronic workplace stress that has not been successfully managed and shows as exhaustion, mental distance from one\'s job and reduced effectiveness at work. One tiring day is not burnout; burnout develops over a long period.',
  },
  '22': {
    prompt: 'A friend tells you some good news. Which response is linked in research with stronger relationships?',
    options: [
      'Showing real interest and asking questions about it',
      'Pointing out what could go wrong',
      'Changing the subject',
      'Saying "nice" while looking at your phone',
    ],
    analysis:
      'Research on how people respond to good news found that active and constructive responses, meaning real enthusiasm and interest, are linked with more trust and satisfaction in relationships. Pointing out problems, ignoring the news or replying without attention are linked with weaker bonds. How we share joy can matter as much as how we support each other in hard times.',
  },
  '23': {
    prompt: 'A person sleeps from 23:00 to 06:30. How many hours of sleep is that? Write the number, for example 6.5.',
    options: [],
    analysis:
      'From 23:00 to 06:00 is 7 hours, and from 06:00 to 06:30 is half an hour more. Together that is 7.5 hours, which is inside the 7 to 9 hours recommended for most adults.',
  },
  '24': {
    prompt: 'Which of these are common signs of the body\'s stress response? Choose all that apply.',
    options: ['A faster heartbeat', 'Faster breathing', 'Tense muscles', 'Smaller pupils'],
    analysis:
      'In the stress response the nervous system prepares the body for action: the heart beats faster, breathing speeds up and muscles tense. The pupils usually become larger, not smaller, to let in more light. These changes are helpful for short challenges but tiring when they last for a long time.',
  },
  '25': {
    prompt: 'What does "test-retest reliability" tell you about a psychological test?',
    options: [
      'How long the test takes to complete',
      'Whether a person gets similar results when taking the test again later',
      'How many people have taken the test',
      'Whether the questions are easy to read',
    ],
    analysis:
      'Test-retest reliability shows how stable results are over time: the same people take the test twice, some weeks apart, and the two sets of scores are compared. For stable traits such as personality, good tests show high agreement. Reliability is necessary for a useful test, but it does not prove that the test measures the right thing; that is called validity.',
  },
  '26': {
    prompt: 'If all Blips are Zogs and all Zogs are green, which statement must be true?',
    options: ['All Blips are green', 'All green things are Blips', 'Some Zogs are not green', 'No Blips are green'],
    analysis:
      'Every Blip is a Zog, and every Zog is green, so every Blip must be green. The other statements do not follow: there may be green things that are not Blips, and the premises say that all Zogs are green. Using invented words helps you check the logic without being influenced by what you already know.',
  },
  '27': {
    prompt: 'In a mood diary, a person rates their mood from 1 to 10. Over five days the scores are 4, 6, 5, 7 and 8. What is the average score?',
    options: [],
    analysis:
      'Add the scores and divide by the number of days: 4 + 6 + 5 + 7 + 8 = 30, and 30 ÷ 5 = 6. Tracking mood with simple numbers can help people notice patterns, for example how sleep or activity affects how they feel.',
  },
  '28': {
    prompt: 'Which of these is an open question?',
    options: ['"Was the meeting good?"', '"Did you go to the meeting?"', '"Are you tired after the meeting?"', '"What was the meeting like for you?"'],
    analysis:
      'An open question cannot be answered with just "yes" or "no"; it invites the other person to describe their experience in their own words. Open questions are a core skill in counselling and in everyday conversation because they help people share more. The other three questions can all be answered with one word.',
  },
  '29': {
    prompt: 'Which of these are supported by research as ways to reduce work stress? Choose all that apply.',
    options: [
      'Checking work messages at all hours',
      'Taking short, regular breaks during the day',
      'Agreeing on clear priorities with your manager',
      'Sleeping less to finish more tasks',
    ],
    analysis:
      'Short breaks help people recover energy and attention during the day, and clear priorities reduce role confusion, which is a known source of work stress. Being always available and cutting sleep are linked with more exhaustion and lower performance over time.',
  },
  '30': {
    prompt: 'In psychology, what is "attachment style" mainly about?',
    options: [
      'The way a person decorates their home',
      'How strongly a person holds on to their opinions',
      'Patterns in how people seek closeness and react to separation in close relationships',
      'How a person organises their work',
    ],
    analysis:
      'Attachment theory describes how early experiences with caregivers shape patterns in close relationships later in life, such as how people seek closeness, trust others and react to distance. Research often describes secure, anxious and avoidant patterns. These patterns are tendencies, not fixed labels, and they can change with new experiences.',
  },
};

const games: UserCenterTexts['games'] = {
  '2048': {
    name: '2048',
    description: 'Slide numbered tiles and join equal numbers to reach the 2048 tile. A calm puzzle that trains planning ahead.',
    howToPlay:
      'Use the arrow keys on a keyboard, or swipe up, down, left or right on a touch screen. All tiles slide in that direction. When two tiles with the same number touch, they join into one tile with double the value. After each move a new tile appears. The game ends when no move is possible.',
  },
  jump: {
    name: 'JUMP',
    description: 'Your runner moves forward by itself. Jump over the obstacles at the right moment and see how far you get.',
    howToPlay:
      'Press the space bar on a keyboard, or tap the screen, to jump. Time each jump so that the runner clears the obstacle in front of it. The game gets faster the longer you run. It ends when the runner hits an obstacle, and your score is the distance you covered.',
  },
  'jump-and-jump': {
    name: 'Jump and Jump',
    description: 'Jump from platform to platform. The longer you charge, the farther you jump, so judge each distance carefully.',
    howToPlay:
      'Press and hold the space bar, the mouse button or your finger on the screen to charge a jump. Release to jump. A longer hold makes a longer jump. Land on the next platform to score a point; land in the center for bonus points. The game ends when you miss a platform.',
  },
  maze: {
    name: 'Maze',
    description: 'Find your way from the start to the exit of the maze in as few moves and as little time as you can.',
    howToPlay:
      'Use the arrow keys on a keyboard, or swipe up, down, left or right on a touch screen, to move one step in that direction. Walls block your way, so look ahead and plan your route. Reach the exit to finish; a faster finish gives a better score.',
  },
};

export const enTexts: UserCenterTexts = {
  articleCategories: {
    all: 'All',
    'psychology-science': 'Psychology science',
    'psychology-test': 'Psychology tests',
    'psychology-consultation': 'Counselling',
    'psychology-treatment': 'Psychological treatment',
    'mental-health': 'Mental health',
  },
  articles,
  courseCategories,
  courses,
  questionTypes: {
    personality: 'Personality',
    intelligence: 'Reasoning',
    emotional: 'Emotions',
    social: 'Social life',
    career: 'Career',
    relationship: 'Relationships',
    health: 'Health',
    stress: 'Stress',
  },
  questions,
  games,
};
